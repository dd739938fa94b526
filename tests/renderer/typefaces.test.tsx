import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutNode, LayoutTree } from '../../contract/layout/tree.ts';
import { TYPEFACES } from '../../contract/typefaces.ts';
import { LayoutRenderer } from '../../renderer/LayoutRenderer.tsx';
import { TYPEFACE_SOURCES } from '../../renderer/typefaceSources.ts';
import { fontFaceCss, fontWeightOf, typefaceUrlsOf, typefaceUsesOf } from '../../renderer/typefaces.ts';

afterEach(cleanup);

const text = (id: string, config: Record<string, string>): LayoutNode => ({
  id,
  assetId: 'text',
  assetType: 'TEXT',
  assetName: 'Text',
  x: 0,
  y: 0,
  order: 0,
  config,
});

const tree = (placements: LayoutNode[]): LayoutTree => ({ assetId: null, name: 'L', width: 1920, height: 1080, updatedUtc: '2026-01-01T00:00:00Z', placements });

const PROPRIETARY = ['Arial', 'Helvetica', 'Times New Roman', 'Georgia', 'Verdana', 'Tahoma', 'Trebuchet MS', 'Impact', 'Comic Sans MS', 'Courier New', 'Lucida Console'];

describe('typeface sources', () => {
  it('serves every one of the 20 typefaces from files, at least a regular face each', () => {
    for (const typeface of TYPEFACES) {
      const source = TYPEFACE_SOURCES[typeface];
      expect(source.faces.some((face) => face.weight === 400 && face.style === 'normal'), typeface).toBe(true);
      for (const face of source.faces) expect(face.url.href).toMatch(/\.woff2$/);
    }
  });

  it('asks the machine for a proprietary typeface first, then serves its open stand-in', () => {
    for (const typeface of PROPRIETARY) {
      const css = fontFaceCss(typeface as (typeof TYPEFACES)[number]);
      expect(css.indexOf(`local('${typeface}')`), typeface).toBeGreaterThan(-1);
      expect(css.indexOf(`local('${typeface}')`)).toBeLessThan(css.indexOf('url('));
    }
    expect(fontFaceCss('Arial')).toContain("local('Arial Bold Italic')");
    expect(TYPEFACE_SOURCES.Arial.servedFamily).toBe('Arimo');
    expect(TYPEFACE_SOURCES['Times New Roman'].servedFamily).toBe('Tinos');
  });

  it('declares an open typeface under its own name from its own file, with no local() lookup', () => {
    const css = fontFaceCss('Poppins');
    expect(css).toContain("font-family: 'Poppins'");
    expect(css).toContain('poppins-latin-700-italic');
    expect(css).not.toContain('local(');
  });
});

describe('a layout’s typefaces', () => {
  const layout = tree([
    text('a', { typeface: 'Poppins', fontWeight: '700' }),
    text('b', { typeface: 'Poppins', fontWeight: 'bold' }),
    text('c', { typeface: 'Georgia', fontStyle: 'italic' }),
    text('d', { typeface: 'Comic Papyrus' }),
    { ...text('g', {}), assetType: 'GROUP', children: [text('e', { typeface: 'Lato' })] },
  ]);

  it('lists each typeface, weight and style once, nested groups included, unknown names left out', () => {
    expect(typefaceUsesOf(layout)).toEqual([
      { typeface: 'Poppins', weight: 700, style: 'normal' },
      { typeface: 'Georgia', weight: 400, style: 'italic' },
      { typeface: 'Lato', weight: 400, style: 'normal' },
    ]);
    expect(fontWeightOf('950')).toBe(400);
    expect(fontWeightOf('300')).toBe(300);
  });

  it('keeps the files of the families used, and no others', () => {
    const urls = typefaceUrlsOf(layout);
    expect(urls.some((url) => url.includes('poppins-latin-400-normal'))).toBe(true);
    expect(urls.some((url) => url.includes('gelasio-latin-400-italic'))).toBe(true);
    expect(urls.some((url) => url.includes('roboto'))).toBe(false);
  });

  it('are declared to the page by the renderer, only those the layout uses', () => {
    render(<LayoutRenderer scale={1} tree={tree([text('a', { value: 'Hi', typeface: 'Montserrat' })])} />);
    const css = document.getElementById('layout-typefaces')?.textContent ?? '';
    expect(css).toContain("font-family: 'Montserrat'");
    expect(css).not.toContain("font-family: 'Raleway'");
  });
});
