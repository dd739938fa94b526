import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataListColumnsOf, dataListMaxRowsOf, dataListTable, dataListTickerText } from '../../../contract/layout/dataList.ts';
import type { LayoutNode, LayoutTree } from '../../../contract/layout/tree.ts';
import { fixedClock, RendererClockProvider } from '../../../renderer/clock.tsx';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import { LiveValuesProvider, WAITING_READING, type LiveReading, type LiveValueLookup } from '../../../renderer/liveValues.tsx';
import { loadLayoutWidgets } from '../../../renderer/widgets/LazyQrCode.tsx';

/** The data list widget (docs/live-data.md#the-data-list-widget) in the one renderer. */

/**
 * The data list's drawing is a chunk of its own: held here until the test lets it load, so "before
 * its code has loaded" does not depend on how fast this machine transforms it (a warm transform
 * cache made it load within the first drawing's act, and the fallback was never seen).
 */
const chunk = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loaded, release };
});
vi.mock('../../../renderer/widgets/DataListView.tsx', async (importOriginal) => {
  await chunk.loaded;
  return importOriginal();
});

afterEach(cleanup);

const SOURCE = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const NOW = '2026-11-25T23:05:09Z';
const RACES = [
  { race: 'R1', time: '19:05', odds: 2.5 },
  { race: 'R2', time: '19:30', odds: 4 },
  { race: 'R3', time: '20:00' },
];
const config = { dataSourceId: SOURCE, key: 'races', style: 'table', columns: 'race:Race, time:Time', maxRows: '10', fallbackText: 'Fixtures unavailable', width: '1200px', height: '480px' };

const tree = (nodeConfig: Record<string, string>): LayoutTree => ({
  assetId: null,
  name: 'Races',
  width: 1920,
  height: 1080,
  updatedUtc: NOW,
  placements: [{ id: 'n', assetId: 'a', assetType: 'DATALIST', assetName: 'Data list', x: 0, y: 0, order: 0, config: nodeConfig } satisfies LayoutNode],
});

const reading = (value: unknown, offline = false): LiveReading => ({ view: { kind: 'value', value, updatedUtc: NOW, offline }, ageSeconds: 3 });
const races: LiveValueLookup = (sourceId, key) => (sourceId === SOURCE && key === 'races' ? reading(RACES) : WAITING_READING);

function draw(nodeConfig: Record<string, string>, lookup: LiveValueLookup | null, still = false) {
  const drawing = (
    <RendererClockProvider clock={fixedClock(NOW, 'UTC')}>
      <LayoutRenderer scale={1} still={still} tree={tree(nodeConfig)} />
    </RendererClockProvider>
  );
  return render(lookup ? <LiveValuesProvider lookup={lookup}>{drawing}</LiveValuesProvider> : drawing);
}

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the list rules', () => {
  it('reads columns as "key:Label" (the label is the key when left out) and maxRows from 1 to 200, else 10', () => {
    expect(dataListColumnsOf(' race:Race , time, :x, odds: Odds ')).toEqual([
      { key: 'race', label: 'Race' },
      { key: 'time', label: 'time' },
      { key: 'odds', label: 'Odds' },
    ]);
    expect(dataListColumnsOf(undefined)).toEqual([]);
    expect([dataListMaxRowsOf('3'), dataListMaxRowsOf('0'), dataListMaxRowsOf('201'), dataListMaxRowsOf('2.5'), dataListMaxRowsOf(undefined)]).toEqual([3, 10, 10, 10, 10]);
  });

  it('finds the columns in the rows when none are set, draws a plain list as one column, and ignores what is not a row', () => {
    expect(dataListTable(RACES, {})).toEqual({
      columns: [
        { key: 'race', label: 'race' },
        { key: 'time', label: 'time' },
        { key: 'odds', label: 'odds' },
      ],
      rows: [
        ['R1', '19:05', '2.5'],
        ['R2', '19:30', '4'],
        ['R3', '20:00', ''],
      ],
      hiddenRows: 0,
    });
    expect(dataListTable(['Keno', 7, null, [1], { a: { b: 1 } }], {})).toEqual({ columns: [{ key: 'a', label: 'a' }], rows: [['Keno'], ['7'], ['']], hiddenRows: 0 });
    expect(dataListTable(['Keno', 7], {})).toEqual({ columns: [], rows: [['Keno'], ['7']], hiddenRows: 0 });
    expect(dataListTable('not a list', {})).toEqual({ columns: [], rows: [], hiddenRows: 0 });
  });

  it('joins the rows into one ticker line', () => {
    expect(dataListTickerText(dataListTable(RACES, { columns: 'race, time' }))).toBe('R1  19:05   •   R2  19:30   •   R3  20:00');
  });
});

describe('a data list before its code has loaded', () => {
  it('draws the fallback text while its code loads (never a row it cannot vouch for), then the rows', async () => {
    // Drawn in an awaited act: React retries a suspended drawing only outside a synchronous one.
    let drawn!: ReturnType<typeof draw>;
    await act(async () => {
      drawn = draw(config, races);
    });
    expect(drawn.container.querySelector('[data-widget="data-list"][aria-busy="true"]')?.textContent).toBe('Fixtures unavailable');
    chunk.release();
    // Vitest transforms the chunk on this first import: more than findBy's default second on a busy machine.
    expect(await screen.findByRole('table', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Fixtures unavailable')).toBeNull();
  });
});

describe('a data list in the one renderer', () => {
  // Its drawing loads the first time a layout has a data list (loadLayoutWidgets), as the player does.
  beforeAll(async () => {
    chunk.release();
    await loadLayoutWidgets(tree(config));
  });

  it('draws a table: the header row of its columns, then each row, as the surrounding provider reads it', () => {
    draw(config, races);
    const table = screen.getByRole('table');
    expect(cellsOf(table)).toEqual([
      ['Race', 'Time'],
      ['R1', '19:05'],
      ['R2', '19:30'],
      ['R3', '20:00'],
    ]);
    expect(table.closest('[data-widget]')?.getAttribute('data-state')).toBe('fresh');
  });

  it('cuts the rows to maxRows', () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ race: `R${index + 1}`, time: '19:00' }));
    draw({ ...config, maxRows: '5' }, () => reading(many, true));
    const table = screen.getByRole('table');
    expect(cellsOf(table).map((cells) => cells[0])).toEqual(['Race', 'R1', 'R2', 'R3', 'R4', 'R5']);
    expect(table.closest('[data-widget]')?.getAttribute('data-state')).toBe('offline');
  });

  it('draws a ticker with the TICKER widget: the rows joined in one scrolling line', () => {
    draw({ ...config, style: 'ticker' }, races);
    const ticker = screen.getByRole('marquee');
    expect(ticker.dataset.widget).toBe('ticker');
    expect(ticker.textContent).toBe('R1  19:05   •   R2  19:30   •   R3  20:00');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the fallback text while waiting, once stale, for another field, or with no provider (never a row)', () => {
    const stale: LiveValueLookup = () => ({ view: { kind: 'fallback', reason: 'stale' }, ageSeconds: null });
    for (const [lookup, state] of [
      [stale, 'stale'],
      [() => WAITING_READING, 'waiting'],
      [null, 'waiting'],
    ] as const) {
      const { unmount } = draw(config, lookup);
      expect(screen.getByText('Fixtures unavailable').closest('[data-widget]')?.getAttribute('data-state')).toBe(state);
      expect(screen.queryByText('R1')).toBeNull();
      unmount();
    }
    draw({ ...config, key: 'results' }, races);
    expect(screen.getByText('Fixtures unavailable')).toBeTruthy();
  });

  it('draws a frozen sample in a still thumbnail, in its columns, not the live rows', () => {
    draw(config, races, true);
    expect(cellsOf(screen.getByRole('table'))).toEqual([
      ['Race', 'Time'],
      ['Race 1', 'Time 1'],
      ['Race 2', 'Time 2'],
      ['Race 3', 'Time 3'],
    ]);
    expect(screen.queryByText('R1')).toBeNull();
  });
});
