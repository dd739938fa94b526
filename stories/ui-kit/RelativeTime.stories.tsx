import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RelativeTime, formatRelativeTime } from '../../ui-kit/index.ts';
import { OverlayFrame, Stack } from './storySupport.tsx';

/** A fixed "now" so the texts never change between runs. */
const now = '2026-11-22T12:00:00.000Z';
const ago = (ms: number) => new Date(Date.parse(now) - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const meta = {
  title: 'UI Kit/RelativeTime',
  component: RelativeTime,
  args: { value: ago(3 * DAY), now, alert: false, locale: 'en', timeZone: 'UTC', tooltipDelay: 100 },
  argTypes: { alert: { control: 'boolean' }, value: { control: 'text' }, now: { control: 'text' } },
  decorators: [(Story) => <OverlayFrame style={{ paddingTop: 64 }}>{Story()}</OverlayFrame>],
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The units from seconds to years, past and future. */
export const Ranges: Story = {
  render: (args) => (
    <Stack $gap={8} style={{ fontSize: 14 }}>
      {[10_000, 5 * MINUTE, 2 * HOUR, DAY, 3 * DAY, 40 * DAY, 400 * DAY, -3 * HOUR].map((ms) => (
        <RelativeTime key={ms} {...args} value={ago(ms)} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['now', '5 minutes ago', '2 hours ago', 'yesterday', '3 days ago', 'last month', 'last year', 'in 3 hours']) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
    await expect(formatRelativeTime(ago(3 * DAY), now)).toBe('3 days ago');
  },
};

/** A moment just ahead of the text's clock (it ticks once a minute; the server's may run ahead) reads "now", never "in 1 minute". */
export const JustAhead: Story = {
  args: { value: ago(-50_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('now')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/^in /)).toBeNull();
  },
};

/** A venue in alert: bold red. */
export const Alert: Story = { args: { alert: true } };

/** The epoch means the venue was never seen. */
export const Never: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const never = within(canvasElement).getByText('Never');
    await expect(never).toHaveAttribute('data-never');
  },
};

export const NeverInAlert: Story = { args: { value: 0, alert: true } };

/**
 * Hover shows the raw timestamp, and so does keyboard focus, which also describes the <time> by it;
 * the <time> carries the moment as dateTime (no title: a native tooltip would show it twice).
 */
export const RawTimestampOnHover: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 days ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-19T12:00:00.000Z');
    await expect(time).not.toHaveAttribute('title');
    await userEvent.hover(time);
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent(/^Nov 19, 2026, 12:00:00\sPM UTC$/));
    await userEvent.unhover(time);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab();
    await waitFor(() => expect(time).toHaveAccessibleDescription(/^Nov 19, 2026, 12:00:00\sPM UTC$/));
  },
};

export const TooltipOpen: Story = { args: { defaultTooltipOpen: true, alert: true } };
