import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import { LayoutRenderer } from '../../renderer/LayoutRenderer.tsx';
import { LiveValuesProvider, WAITING_READING, type LiveReading } from '../../renderer/liveValues.tsx';

/**
 * The data value widget (docs/live-data.md) as the one renderer draws it in the editor, previews,
 * thumbnails and the player: what it shows is the surrounding provider's reading.
 */
const SOURCE = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

const tree = (config: Record<string, string>): LayoutTree => ({
  assetId: null,
  name: 'Jackpot wall',
  width: 1280,
  height: 360,
  updatedUtc: '2026-11-25T23:05:09Z',
  placements: [
    {
      id: 'jackpot',
      assetId: 'jackpot',
      assetType: 'DATAVALUE',
      assetName: 'Data value',
      x: 80,
      y: 100,
      order: 1,
      config: { dataSourceId: SOURCE, key: 'major', format: 'currency', template: 'Major jackpot {value}', fallbackText: 'Jackpot unavailable', fontSize: '96px', width: '1120px', height: '160px', color: '#ffd700', ...config },
    },
  ],
});

interface DataValueProps {
  config: Record<string, string>;
  /** The provider's reading; null: no provider at all. */
  reading: LiveReading | null;
  still: boolean;
}

function DataValue({ config, reading, still }: DataValueProps) {
  const drawing = <LayoutRenderer tree={tree(config)} scale={0.5} still={still} aria-label="Jackpot wall" />;
  return reading ? <LiveValuesProvider lookup={() => reading}>{drawing}</LiveValuesProvider> : drawing;
}

const fresh: LiveReading = { view: { kind: 'value', value: 12345.5, updatedUtc: '2026-11-25T23:05:05Z', offline: false }, ageSeconds: 4 };

const meta = {
  title: 'Layout/Data value widget',
  component: DataValue,
  parameters: { layout: 'centered', visual: { viewport: { width: 800, height: 300 } } },
  args: { config: {}, reading: fresh, still: false },
} satisfies Meta<typeof DataValue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh value in its template, with "updated N s ago". */
export const Fresh: Story = {
  args: { config: { showAge: 'true' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Major jackpot $12,345.50')).toBeVisible();
    await expect(page.getByText('updated 4 s ago')).toBeVisible();
  },
};

/** Past its source's limit: the fallback text, never the figure. */
export const Stale: Story = {
  args: { config: { showAge: 'true' }, reading: { view: { kind: 'fallback', reason: 'stale' }, ageSeconds: null } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Jackpot unavailable')).toBeVisible();
    await expect(page.queryByText(/12,345/)).toBeNull();
  },
};

/** No value yet (or no provider): the fallback text. */
export const Waiting: Story = {
  args: { reading: WAITING_READING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Jackpot unavailable')).toBeVisible();
  },
};

/** A still thumbnail: a frozen sample of the format, whatever the live value. */
export const Thumbnail: Story = {
  args: { still: true, config: { showAge: 'true' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Major jackpot $1,234.50')).toBeVisible();
    await expect(page.queryByText(/updated/)).toBeNull();
  },
};
