import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LayoutNode, LayoutTree } from '../../contract/layout/tree.ts';
import { fixedClock, RendererClockProvider } from '../../renderer/clock.tsx';
import { LayoutRenderer } from '../../renderer/LayoutRenderer.tsx';
import { loadLayoutWidgets } from '../../renderer/widgets/LazyQrCode.tsx';

/**
 * The widgets, drawn by the one renderer on a stopped clock (2026-11-25 23:05:09 UTC, a
 * venue in UTC), so every screenshot is the same: each widget and each of its states.
 */
const AT = '2026-11-25T23:05:09Z';

const node = (id: string, assetType: LayoutNode['assetType'], x: number, y: number, config: Record<string, string>, order = 1): LayoutNode => ({
  id,
  assetId: id,
  assetType,
  assetName: assetType,
  x,
  y,
  order,
  config,
});

const layout = (placements: LayoutNode[], width = 1920, height = 1080): LayoutTree => ({
  assetId: null,
  name: 'Widgets',
  width,
  height,
  updatedUtc: AT,
  placements,
});

interface WidgetsProps {
  tree: LayoutTree;
  /** When the stopped clock stands (ISO). */
  at: string;
  scale: number;
}

function Widgets({ tree, at, scale }: WidgetsProps) {
  return (
    <RendererClockProvider clock={fixedClock(at, 'UTC')}>
      <LayoutRenderer tree={tree} scale={scale} aria-label="Widgets" />
    </RendererClockProvider>
  );
}

const meta = {
  title: 'Layout/Widgets',
  component: Widgets,
  parameters: { layout: 'centered' },
  args: { at: AT, scale: 0.4, tree: layout([]) },
  // The QR code's encoder loads before the first frame, as on the player (prepareMedia): the
  // screenshot shows the code, never the box that holds its place while it loads.
  loaders: [
    async ({ args }) => {
      await loadLayoutWidgets(args.tree);
      return {};
    },
  ],
} satisfies Meta<typeof Widgets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion screen: a dark panel, gold Poppins text, a clock, a countdown, a ticker and a QR code. */
export const PromotionScreen: Story = {
  args: {
    tree: layout([
      node('panel', 'PANEL', 80, 80, { color: '#101820', radius: '32px', width: '1320px', height: '760px' }, 0),
      node('title', 'TEXT', 140, 130, { value: 'Happy hour 5–7', typeface: 'Poppins', fontSize: '120px', fontWeight: '700', color: '#ffd700' }),
      node('countdown', 'COUNTDOWN', 140, 330, { target: '2026-11-26T17:00', fontSize: '96px', color: '#ffffff' }),
      node('clock', 'CLOCK', 140, 560, { format: 'weekday-date', fontSize: '56px', color: '#e4e4e7' }),
      node('qr', 'QRCODE', 1500, 80, { url: 'https://example.com/menu', width: '340px', height: '340px' }),
      node('ticker', 'TICKER', 0, 960, { value: 'Free pool on Mondays · Trivia on Thursdays · Live music every Saturday', width: '1920px', height: '120px', fontSize: '64px', background: '#4f46e5' }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('17:54:51')).toBeVisible();
    await expect(page.getByText('Wednesday 25 November')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code: https://example.com/menu' })).toBeVisible();
  },
};

/** The clock in each format, and one in its own zone (Sydney) beside the venue's (UTC). */
export const ClockFormats: Story = {
  args: {
    tree: layout(
      [
        node('c1', 'CLOCK', 40, 40, { format: 'time', fontSize: '72px' }),
        node('c2', 'CLOCK', 40, 140, { format: 'time-seconds', fontSize: '72px' }),
        node('c3', 'CLOCK', 40, 240, { format: 'date', fontSize: '72px' }),
        node('c4', 'CLOCK', 40, 340, { format: 'date-time', fontSize: '72px' }),
        node('c5', 'CLOCK', 40, 440, { format: 'weekday-date', fontSize: '72px' }),
        node('c6', 'CLOCK', 40, 540, { format: 'time-seconds', timeZone: 'Australia/Sydney', fontSize: '72px', color: '#ffd700' }),
      ],
      1200,
      660,
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const text of ['23:05', '23:05:09', '25 November 2026', 'Wednesday 25 November', '10:05:09']) {
      await expect(page.getByText(text)).toBeVisible();
    }
  },
};

const countdown = layout([node('cd', 'COUNTDOWN', 60, 60, { target: '2026-11-27T12:00', doneText: 'Doors are open!', fontSize: '120px', color: '#ffd700' })], 1200, 260);

/** A countdown with days to go. */
export const CountdownRunning: Story = {
  args: { tree: countdown },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1d 12:54:51')).toBeVisible();
  },
};

/** The same countdown once its moment has come: its done text. */
export const CountdownDone: Story = {
  args: { tree: countdown, at: '2026-11-27T12:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Doors are open!')).toBeVisible();
  },
};

/** A countdown without a readable date: it asks for one. */
export const CountdownNotSet: Story = {
  args: { tree: layout([node('cd', 'COUNTDOWN', 60, 60, { target: '', fontSize: '72px' })], 1200, 200) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Set a date and time')).toBeVisible();
  },
};

/** A ticker on a stopped clock: its text at the leading edge, on its background. */
export const Ticker: Story = {
  args: {
    tree: layout([node('t', 'TICKER', 0, 40, { value: 'Happy hour 5–7 · Free pool on Mondays', width: '1600px', height: '120px', fontSize: '72px', background: '#101820', color: '#ffd700' })], 1600, 200),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('marquee', { name: 'Happy hour 5–7 · Free pool on Mondays' })).toBeVisible();
  },
};

/** QR codes: black on white, in colours, and one without a web address (a note to set one). */
export const QrCodes: Story = {
  args: {
    tree: layout(
      [
        node('q1', 'QRCODE', 40, 40, { url: 'https://example.com/menu', width: '300px', height: '300px' }),
        node('q2', 'QRCODE', 380, 40, { url: 'https://example.com/menu', width: '300px', height: '300px', color: '#101820', background: '#ffd700' }),
        node('q3', 'QRCODE', 720, 40, { url: 'not an address', width: '300px', height: '300px' }),
      ],
      1060,
      380,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Set a web address (https://…)')).toBeVisible();
  },
};

/** Panels: colour, rounded corners, opacity (a see-through panel over a text). */
export const Panels: Story = {
  args: {
    tree: layout(
      [
        node('p1', 'PANEL', 40, 40, { color: '#4f46e5', width: '300px', height: '200px' }),
        node('p2', 'PANEL', 380, 40, { color: '#dc2626', radius: '48px', width: '300px', height: '200px' }),
        node('under', 'TEXT', 740, 90, { value: 'Under', fontSize: '72px' }, 0),
        node('p3', 'PANEL', 720, 40, { color: '#ffd700', opacity: '0.5', width: '300px', height: '200px' }),
      ],
      1060,
      280,
    ),
  },
};
