import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import { fixedClock, RendererClockProvider } from '../../renderer/clock.tsx';
import { LayoutRenderer } from '../../renderer/LayoutRenderer.tsx';
import { LiveValuesProvider, WAITING_READING, type LiveReading } from '../../renderer/liveValues.tsx';
import { loadDataListView } from '../../renderer/widgets/LazyDataList.tsx';

/**
 * The data list widget (docs/live-data.md#the-data-list-widget) as the one renderer draws it in the
 * editor, previews, thumbnails and the player: a list field's rows as a table or a ticker, or the
 * fallback text, as the surrounding provider's reading decides.
 */
const SOURCE = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const NOW = '2026-11-25T23:05:09Z';

const tree = (config: Record<string, string>): LayoutTree => ({
  assetId: null,
  name: 'Race board',
  width: 1280,
  height: 720,
  updatedUtc: NOW,
  placements: [
    {
      id: 'races',
      assetId: 'races',
      assetType: 'DATALIST',
      assetName: 'Data list',
      x: 80,
      y: 80,
      order: 1,
      config: {
        dataSourceId: SOURCE,
        key: 'races',
        style: 'table',
        columns: 'race:Race, time:Time, runner:Favourite, odds:Odds',
        maxRows: '6',
        fallbackText: 'Race fixtures unavailable',
        fontSize: '56px',
        color: '#ffffff',
        width: '1120px',
        height: '560px',
        ...config,
      },
    },
  ],
});

const RACES = [
  { race: 'R1 Randwick', time: '19:05', runner: 'Silver Arrow', odds: 2.5 },
  { race: 'R2 Flemington', time: '19:30', runner: 'Night Owl', odds: 4 },
  { race: 'R3 Eagle Farm', time: '20:00', runner: 'Blue Moon', odds: 3.2 },
];

interface DataListProps {
  config: Record<string, string>;
  /** The provider's reading; null: no provider at all. */
  reading: LiveReading | null;
  still: boolean;
}

function DataList({ config, reading, still }: DataListProps) {
  // A stopped clock: a ticker is drawn where it starts reading, the same every time.
  const drawing = (
    <RendererClockProvider clock={fixedClock(NOW, 'UTC')}>
      <LayoutRenderer tree={tree(config)} scale={0.5} still={still} aria-label="Race board" />
    </RendererClockProvider>
  );
  return reading ? <LiveValuesProvider lookup={() => reading}>{drawing}</LiveValuesProvider> : drawing;
}

const fresh = (value: unknown): LiveReading => ({ view: { kind: 'value', value, updatedUtc: '2026-11-25T23:05:05Z', offline: false }, ageSeconds: 4 });

const meta = {
  title: 'Layout/Data list widget',
  component: DataList,
  parameters: { layout: 'centered', visual: { viewport: { width: 800, height: 480 } } },
  args: { config: {}, reading: fresh(RACES), still: false },
  // Its drawing is a chunk of its own, loaded before the first frame as the player does.
  loaders: [
    async () => {
      await loadDataListView();
      return {};
    },
  ],
} satisfies Meta<typeof DataList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh list as a table: the header row of its columns, then each row, fitted to the box. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Favourite' })).toBeVisible();
    await expect(within(table).getByText('Night Owl')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** The same rows as a ticker: the TICKER widget's scrolling line, the rows joined by bullets. */
export const Ticker: Story = {
  args: { config: { style: 'ticker', columns: 'race, time, runner', height: '120px' } },
  play: async ({ canvasElement }) => {
    const ticker = within(canvasElement).getByRole('marquee');
    await expect(ticker).toHaveTextContent('R1 Randwick 19:05 Silver Arrow • R2 Flemington');
  },
};

/** No value yet (or no provider): the fallback text. */
export const Waiting: Story = {
  args: { reading: WAITING_READING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Race fixtures unavailable')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Past its source's limit: the fallback text, never the old rows. */
export const Stale: Story = {
  args: { reading: { view: { kind: 'fallback', reason: 'stale' }, ageSeconds: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Race fixtures unavailable')).toBeVisible();
    await expect(within(canvasElement).queryByText('Night Owl')).toBeNull();
  },
};

/** Forty rows, maxRows 6: the first six, the text fitted to the box. */
export const ManyRowsCut: Story = {
  args: {
    reading: fresh(Array.from({ length: 40 }, (_, index) => ({ race: `R${index + 1} Doomben`, time: `${19 + Math.floor(index / 4)}:${String((index % 4) * 15).padStart(2, '0')}`, runner: `Runner ${index + 1}`, odds: 2 + index / 4 }))),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByText('R6 Doomben')).toBeVisible();
    await expect(within(table).queryByText('R7 Doomben')).toBeNull();
  },
};

/** A still thumbnail: a frozen sample in its columns, whatever the live rows. */
export const Thumbnail: Story = {
  args: { still: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Favourite 2')).toBeVisible();
    await expect(within(canvasElement).queryByText('Night Owl')).toBeNull();
  },
};

/** A face of its own for the story below, added to the page only when its play says so. */
const LATE_FACE_URL = new URL('../../node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2', import.meta.url);
let lateFaces = 0;

/** The list in a face that is not loaded yet, and a button that draws it anew (a fresh fit). */
function LateFaceList({ family }: { family: string }) {
  const [drawing, setDrawing] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setDrawing((count) => count + 1)}>
        Draw again
      </button>
      <DataList key={drawing} config={{ typeface: family }} reading={fresh(RACES)} still={false} />
    </div>
  );
}

const fittedSize = (canvasElement: HTMLElement) => (canvasElement.querySelector<HTMLElement>('[data-widget="data-list"]')?.style.fontSize ?? '');

/**
 * Fitted again once its face loads: drawn first in the fallback face (the editor does not wait for
 * a layout's typefaces), the table is fitted anew when the face arrives, to the size a fresh
 * drawing in that face has.
 */
export const FittedAgainOnceItsFaceLoads: Story = {
  render: (_args, { loaded }) => <LateFaceList family={(loaded as { family: string }).family} />,
  loaders: [
    async () => {
      await loadDataListView();
      lateFaces += 1;
      return { family: `Story late face ${lateFaces}` };
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const family = (loaded as { family: string }).family;
    const inFallback = fittedSize(canvasElement);
    await expect(inFallback).not.toBe('');
    const face = new FontFace(family, `url(${LATE_FACE_URL.href})`);
    document.fonts.add(face);
    await face.load();
    await waitFor(() => expect(fittedSize(canvasElement)).not.toBe(inFallback));
    const refitted = fittedSize(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Draw again' }));
    await waitFor(() => expect(within(canvasElement).getByRole('table')).toBeVisible());
    await expect(fittedSize(canvasElement)).toBe(refitted);
  },
};
