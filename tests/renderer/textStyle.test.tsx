import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import { LayoutRenderer } from '../../renderer/LayoutRenderer.tsx';
import { fitFontSize, TEXT_STYLE_KEYS } from '../../renderer/textStyle.ts';

afterEach(cleanup);

/** The drawn text of one TEXT placement with this config. */
function drawn(config: Record<string, string>): HTMLElement {
  const tree: LayoutTree = {
    assetId: null,
    name: 'L',
    width: 1920,
    height: 1080,
    updatedUtc: '2026-01-01T00:00:00Z',
    placements: [{ id: 't', assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 0, y: 0, order: 0, config: { value: 'Happy hour', ...config } }],
  };
  render(<LayoutRenderer scale={1} tree={tree} />);
  return screen.getByText('Happy hour');
}

describe('text styling keys', () => {
  it('draws a text without styling keys as before: 48 px, white, line height 1.2, no background', () => {
    const text = drawn({});
    expect(text.style.fontSize).toBe('48px');
    expect(text.style.color).toBe('');
    expect(text.style.lineHeight).toBe('1.2');
    expect(text.style.fontWeight).toBe('');
    expect(text.style.background).toBe('');
  });

  const cases: [key: (typeof TEXT_STYLE_KEYS)[number], value: string, property: string, expected: string][] = [
    ['fontSize', '120px', 'fontSize', '120px'],
    ['color', '#ffd700', 'color', '#ffd700'],
    ['fontWeight', '700', 'fontWeight', '700'],
    ['fontStyle', 'italic', 'fontStyle', 'italic'],
    ['textAlign', 'center', 'textAlign', 'center'],
    ['lineHeight', '1.5', 'lineHeight', '1.5'],
    ['letterSpacing', '4px', 'letterSpacing', '4px'],
    ['background', '#101820', 'background', '#101820'],
    ['padding', '24px', 'padding', '24px'],
  ];
  for (const [key, value, property, expected] of cases) {
    it(`${key}: ${value}`, () => {
      const style = drawn({ [key]: value }).style as unknown as Record<string, string>;
      expect(style[property]?.replace(/\s/g, '').toLowerCase()).toContain(expected.replace(/\s/g, ''));
    });
  }

  it('fit: box marks the text to be sized to its box; other values leave it alone', () => {
    expect(drawn({ fit: 'box' }).dataset.textFit).toBe('box');
    cleanup();
    expect(drawn({ fit: 'no' }).dataset.textFit).toBeUndefined();
  });

  it('ignores values CSS would misread: an unknown alignment, a colour with a semicolon, a weight out of range', () => {
    const text = drawn({ textAlign: 'middle', color: 'red; display:none', fontWeight: '1200', lineHeight: 'tall' });
    expect(text.style.textAlign).toBe('');
    expect(text.style.color).toBe('');
    expect(text.style.fontWeight).toBe('400');
    expect(text.style.lineHeight).toBe('1.2');
  });

  it('has a test case for every styling key', () => {
    expect([...cases.map(([key]) => key), 'fit'].sort()).toEqual([...TEXT_STYLE_KEYS].sort());
  });
});

describe('fitFontSize', () => {
  it('finds the largest size that fits, whatever the limit', () => {
    for (const max of [1, 2, 3, 47, 48, 120, 1080]) {
      for (const limit of [0, 1, 2, 30, 47, 48, 49, 119, 5000]) {
        expect(fitFontSize(max, (candidate) => candidate <= limit)).toBe(Math.max(1, Math.min(max, limit)));
      }
    }
  });
});
