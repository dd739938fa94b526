import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode, LayoutTree } from '../../../contract/layout/tree.ts';
import { fixedClock, RendererClockProvider, type RendererClock } from '../../../renderer/clock.tsx';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import { LiveValuesProvider, WAITING_READING, type LiveValueLookup } from '../../../renderer/liveValues.tsx';
import { loadLayoutWidgets } from '../../../renderer/widgets/LazyQrCode.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const node = (overrides: Partial<LayoutNode>): LayoutNode => ({
  id: 'n',
  assetId: 'a',
  assetType: 'TEXT',
  assetName: 'Widget',
  x: 10,
  y: 20,
  order: 0,
  config: {},
  ...overrides,
});

const tree = (placements: LayoutNode[]): LayoutTree => ({
  assetId: null,
  name: 'Widgets',
  width: 1920,
  height: 1080,
  updatedUtc: '2026-01-01T00:00:00Z',
  placements,
});

// 2026-11-25 23:05:09 UTC.
const NOW = '2026-11-25T23:05:09Z';

function draw(placements: LayoutNode[], clock: RendererClock = fixedClock(NOW, 'UTC')) {
  return render(
    <RendererClockProvider clock={clock}>
      <LayoutRenderer scale={1} tree={tree(placements)} />
    </RendererClockProvider>,
  );
}

describe('widgets in the one renderer', () => {
  it('draws a clock at the fixed time, in the zone it is given, with the text styling keys', () => {
    draw([node({ assetType: 'CLOCK', config: { format: 'time-seconds', color: '#ffd700', fontSize: '96px' } })]);
    const clock = screen.getByText('23:05:09');
    expect(clock.dataset.widget).toBe('clock');
    expect(clock.style.color).toBe('#ffd700');
    expect(clock.style.fontSize).toBe('96px');
  });

  it("draws a clock in its own zone when it has one (the venue's otherwise)", () => {
    draw([node({ assetType: 'CLOCK', config: { format: 'time', timeZone: 'Australia/Sydney' } })]);
    expect(screen.getByText('10:05')).toBeTruthy();
  });

  it('ticks a running clock each second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(NOW));
    draw([node({ assetType: 'CLOCK', config: { format: 'time-seconds' } })], { now: () => Date.now(), running: true, timeZone: 'UTC' });
    expect(screen.getByText('23:05:09')).toBeTruthy();
    act(() => {
      // Reads land just after each second turns (a few ms late, never early).
      vi.advanceTimersByTime(2100);
    });
    expect(screen.getByText('23:05:11')).toBeTruthy();
  });

  it('draws a countdown, then its done text once the moment has come', () => {
    const { unmount } = draw([node({ assetType: 'COUNTDOWN', config: { target: '2026-11-26T00:00', doneText: 'Happy hour!' } })]);
    expect(screen.getByText('00:54:51').dataset.widget).toBe('countdown');
    unmount();
    draw([node({ assetType: 'COUNTDOWN', config: { target: '2026-11-26T00:00', doneText: 'Happy hour!' } })], fixedClock('2026-11-26T00:00:00Z', 'UTC'));
    expect(screen.getByText('Happy hour!').dataset.done).toBe('');
  });

  it('draws a ticker as one line of its text, named for assistive technology', () => {
    draw([node({ assetType: 'TICKER', config: { value: 'Happy hour 5–7 · Free pool on Mondays', speed: '200', width: '1920px', height: '96px' } })]);
    const ticker = screen.getByRole('marquee', { name: 'Happy hour 5–7 · Free pool on Mondays' });
    expect(ticker.style.whiteSpace).toBe('nowrap');
    expect(ticker.style.overflow).toBe('hidden');
    expect(ticker.textContent).toBe('Happy hour 5–7 · Free pool on Mondays');
  });

  // The QR code's encoder is a chunk of its own (the editor's budget): the first drawing holds a
  // white box in its place until it has loaded. This test runs first, before anything loaded it.
  it('draws a QR code of an http(s) address once its encoder has loaded (a white box until then), and a note for anything else', async () => {
    // Drawn in an awaited act: React retries a suspended drawing only outside a synchronous one.
    let drawn!: ReturnType<typeof draw>;
    await act(async () => {
      drawn = draw([node({ assetType: 'QRCODE', config: { url: 'https://example.com/menu' } })]);
    });
    const { unmount, container } = drawn;
    expect(container.querySelector('[data-widget="qrcode"][aria-busy="true"]')).not.toBeNull();
    // Vitest transforms the encoder on this first import: more than findBy's default second on a busy machine.
    const code = await screen.findByRole('img', { name: 'QR code: https://example.com/menu' }, { timeout: 10_000 });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    unmount();
    draw([node({ assetType: 'QRCODE', config: { url: 'javascript:alert(1)' } })]);
    expect(screen.getByText('Set a web address (https://…)')).toBeTruthy();
  });

  it('draws a QR code in its first frame when the layout widgets were loaded first, as the player does', async () => {
    const placements = [node({ assetType: 'GROUP', children: [node({ id: 'q', assetType: 'QRCODE', config: { url: 'https://example.com/menu' } })] })];
    await loadLayoutWidgets(tree(placements));
    draw(placements);
    expect(screen.getByRole('img', { name: 'QR code: https://example.com/menu' })).toBeTruthy();
  });

  it('draws a panel in its colour, radius and opacity', () => {
    const { container } = draw([node({ assetType: 'PANEL', config: { color: '#101820', radius: '24px', opacity: '0.5', width: '600px', height: '300px' } })]);
    const panel = container.querySelector('[data-widget="panel"]') as HTMLElement;
    expect(panel.style.background).toBe('#101820');
    expect(panel.style.borderRadius).toBe('24px');
    expect(panel.style.opacity).toBe('0.5');
    const frame = container.querySelector('[data-layout-node="PANEL"]') as HTMLElement;
    expect(frame.style.width).toBe('600px');
  });

  it('draws a layout saved before widgets exactly as before (a text keeps its defaults)', () => {
    draw([node({ config: { value: 'Welcome' } })]);
    const text = screen.getByText('Welcome');
    expect(text.style.fontSize).toBe('48px');
    expect(text.dataset.widget).toBeUndefined();
  });

  describe('a data value (docs/live-data.md)', () => {
    const SOURCE = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
    const config = { dataSourceId: SOURCE, key: 'major', format: 'currency', template: 'Major jackpot {value}', fallbackText: 'Jackpot unavailable', showAge: 'true' };
    const jackpot: LiveValueLookup = (sourceId, key) =>
      sourceId === SOURCE && key === 'major' ? { view: { kind: 'value', value: 12345.5, updatedUtc: NOW, offline: false }, ageSeconds: 4 } : WAITING_READING;

    it('draws its field\'s value in the template, as the surrounding provider reads it, with its age', () => {
      render(
        <LiveValuesProvider lookup={jackpot}>
          <LayoutRenderer scale={1} tree={tree([node({ assetType: 'DATAVALUE', config })])} />
        </LiveValuesProvider>,
      );
      expect(screen.getByText('Major jackpot $12,345.50')).toBeTruthy();
      expect(screen.getByText('updated 4 s ago')).toBeTruthy();
    });

    it('counts the age up each second between values, as the lookup reads it at each drawing', () => {
      vi.useFakeTimers({ now: Date.parse(NOW), toFake: ['Date', 'setInterval', 'clearInterval'] });
      const aging: LiveValueLookup = () => ({
        view: { kind: 'value', value: 12345.5, updatedUtc: NOW, offline: false },
        ageSeconds: Math.floor((Date.now() - Date.parse(NOW)) / 1000),
      });
      render(
        <LiveValuesProvider lookup={aging}>
          <LayoutRenderer scale={1} tree={tree([node({ assetType: 'DATAVALUE', config })])} />
        </LiveValuesProvider>,
      );
      expect(screen.getByText('updated 0 s ago')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(3_000));
      expect(screen.getByText('updated 3 s ago')).toBeTruthy();
      vi.useRealTimers();
    });

    it('draws the fallback text for another field, a stale value, or with no provider at all (never an invented figure)', () => {
      const stale: LiveValueLookup = () => ({ view: { kind: 'fallback', reason: 'stale' }, ageSeconds: 600 });
      const { unmount } = render(
        <LiveValuesProvider lookup={stale}>
          <LayoutRenderer scale={1} tree={tree([node({ assetType: 'DATAVALUE', config })])} />
        </LiveValuesProvider>,
      );
      expect(screen.getByText('Jackpot unavailable').closest('[data-widget]')?.getAttribute('data-state')).toBe('stale');
      expect(screen.queryByText(/updated/)).toBeNull();
      unmount();
      draw([node({ assetType: 'DATAVALUE', config: { ...config, key: 'minor' } })]);
      expect(screen.getByText('Jackpot unavailable')).toBeTruthy();
      expect(screen.queryByText(/\$/)).toBeNull();
    });

    it('draws a frozen sample in a still thumbnail, not the live value', () => {
      render(
        <LiveValuesProvider lookup={jackpot}>
          <LayoutRenderer scale={1} still tree={tree([node({ assetType: 'DATAVALUE', config })])} />
        </LiveValuesProvider>,
      );
      expect(screen.getByText('Major jackpot $1,234.50')).toBeTruthy();
      expect(screen.queryByText(/12,345/)).toBeNull();
      expect(screen.queryByText(/updated/)).toBeNull();
    });
  });
});
