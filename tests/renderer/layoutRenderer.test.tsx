import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LayoutRenderer } from '../../renderer/LayoutRenderer.tsx';
import type { LayoutNode, LayoutTree } from '../../contract/layout/tree.ts';

afterEach(cleanup);

const node = (overrides: Partial<LayoutNode>): LayoutNode => ({
  id: 'n',
  assetId: 'a',
  assetType: 'TEXT',
  assetName: 'Text',
  x: 0,
  y: 0,
  order: 0,
  config: {},
  ...overrides,
});

const tree = (placements: LayoutNode[]): LayoutTree => ({
  assetId: null,
  name: 'Lobby',
  width: 1920,
  height: 1080,
  updatedUtc: '2026-01-01T00:00:00Z',
  placements,
});

describe('LayoutRenderer', () => {
  it('draws the surface at its scale and each placement at its layout position and order', () => {
    const { container } = render(
      <LayoutRenderer
        scale={0.5}
        tree={tree([node({ id: 't', x: 120, y: 40, order: 3, config: { value: 'Welcome', typeface: 'Lato', width: '300px', fontSize: '64px' } })])}
      />,
    );
    const viewport = container.firstElementChild as HTMLElement;
    expect(viewport.style.width).toBe('960px');
    expect(viewport.style.height).toBe('540px');
    const surface = container.querySelector('[data-layout-surface]') as HTMLElement;
    expect(surface.style.transform).toBe('scale(0.5)');
    const frame = container.querySelector('[data-layout-node="TEXT"]') as HTMLElement;
    expect(frame.style.left).toBe('120px');
    expect(frame.style.top).toBe('40px');
    expect(frame.style.width).toBe('300px');
    expect(frame.style.zIndex).toBe('4');
    const text = screen.getByText('Welcome');
    expect(text.style.fontFamily).toContain('Lato');
    expect(text.style.fontSize).toBe('64px');
  });

  it('draws media from its url: video muted, looping, autoplaying and inline', () => {
    const { container } = render(
      <LayoutRenderer
        scale={1}
        tree={tree([
          node({ id: 'i', assetType: 'IMAGE', media: { status: 'ok', url: '/public/asset-file/a.png', contentType: 'image/png' } }),
          node({ id: 'v', assetType: 'VIDEO', media: { status: 'ok', url: '/public/asset-file/b.mp4', contentType: 'video/mp4' } }),
        ])}
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/public/asset-file/a.png');
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/public/asset-file/b.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
  });

  it('draws a still thumbnail: images load lazily, videos (inside groups too) fetch a first frame and never play, clocks stop', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const video = node({ id: 'v', assetType: 'VIDEO', media: { status: 'ok', url: '/public/asset-file/b.mp4', contentType: 'video/mp4' } });
    const { container } = render(
      <LayoutRenderer
        scale={0.05}
        still
        tree={tree([
          node({ id: 'i', assetType: 'IMAGE', media: { status: 'ok', url: '/public/asset-file/a.png', contentType: 'image/png' } }),
          node({ id: 'g', assetType: 'GROUP', children: [video] }),
          node({ id: 'c', assetType: 'CLOCK', config: { format: 'time-seconds', timeZone: 'UTC' } }),
        ])}
      />,
    );
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const still = container.querySelector('video') as HTMLVideoElement;
    expect(still.getAttribute('src')).toBe('/public/asset-file/b.mp4#t=0.1');
    expect(still.autoplay).toBe(false);
    expect(still.getAttribute('preload')).toBe('metadata');
    expect(still.muted).toBe(true);
    const clock = container.querySelector('[data-layout-node="CLOCK"]')?.textContent;
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(container.querySelector('[data-layout-node="CLOCK"]')?.textContent).toBe(clock);
  });

  it('shows the product’s placeholders for media that cannot be drawn', () => {
    render(
      <LayoutRenderer
        scale={1}
        tree={tree([
          node({ id: '1', assetType: 'IMAGE', media: { status: 'invalid' } }),
          node({ id: '2', assetType: 'IMAGE', media: { status: 'missing' } }),
          node({ id: '3', assetType: 'VIDEO', media: { status: 'invalid' } }),
          node({ id: '4', assetType: 'VIDEO', media: { status: 'missing' } }),
        ])}
      />,
    );
    for (const text of ['Invalid image file', 'Image file not found', 'Invalid video file', 'Video file not found']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('draws a GROUP as its own placements and lets the caller frame top-level placements', () => {
    const { container } = render(
      <LayoutRenderer
        scale={1}
        tree={tree([node({ id: 'g', assetType: 'GROUP', children: [node({ id: 'c', x: 7, config: { value: 'Inside' } })] })])}
        renderFrame={(layoutNode, style, content) => (
          <div key={layoutNode.id} style={style} data-testid={`frame-${layoutNode.id}`}>
            {content}
          </div>
        )}
      />,
    );
    expect(screen.getByTestId('frame-g')).toBeTruthy();
    expect(screen.getByText('Inside')).toBeTruthy();
    expect((container.querySelector('[data-layout-node="TEXT"]') as HTMLElement).style.marginLeft).toBe('7px');
  });
});
