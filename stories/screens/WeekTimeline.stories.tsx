import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WeekTimelineCard } from '../../app/features/scheduling/schedules/WeekTimelineCard.tsx';
import { phoneParameters } from '../support/phone.ts';
import { daylightSavingWeek, gamingAreaWeek, noOpenHoursWeek, normalWeek, SYDNEY, takeoverWeek } from './fixtures/schedules.ts';

/** The display page's week of what plays when, drawn from timelines the real resolver made. */
const meta = {
  title: 'Screens/What plays when',
  component: WeekTimelineCard,
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  args: { status: 'ready', timeZone: SYDNEY, ...normalWeek, onPreviousWeek: fn(), onNextWeek: fn() },
} satisfies Meta<typeof WeekTimelineCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const dayItem = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('listitem', { name: new RegExp(`^${title}`) });
/** A day's list of what plays (the bar above it is a picture of the same, hidden from assistive tech). */
const day = (canvasElement: HTMLElement, title: string) => within(within(dayItem(canvasElement, title)).getByRole('list'));

export const Loading: Story = {
  args: { status: 'loading', days: [], now: null, next: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading timeline' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', days: [], now: null, next: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error loading timeline')).toBeVisible();
  },
};

/** Monday to Sunday: morning offers on weekdays, happy hour Thursday to Saturday, sport while open. */
export const NormalWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('23 November – 29 November 2026')).toBeVisible();
    await expect(canvas.getByText('Happy hour (Playlist: Happy hour promos) until 19:00')).toBeVisible();
    await expect(canvas.getByText('Evening sport (Layout: Sport tonight) at 19:00')).toBeVisible();
    const friday = day(canvasElement, 'Friday 27 November');
    await expect(friday.getByText('17:00–19:00')).toBeVisible();
    await expect(friday.getByText('Members’ morning offers (Layout: Members’ offers)')).toBeVisible();
    // The open hours, shaded along each day's bar and said beside its date.
    await expect(within(dayItem(canvasElement, 'Wednesday 25 November')).getByText('Open 10:00–22:00')).toBeVisible();
    await expect(within(dayItem(canvasElement, 'Monday 23 November')).getByText('Closed')).toBeVisible();
    await expect(dayItem(canvasElement, 'Wednesday 25 November').querySelectorAll('[data-open-span]')).toHaveLength(1);
  },
};

/**
 * A gaming-floor screen: 15 s of responsible gambling at :00, :15, :30 and :45 while open. Each day
 * says its slots once, on its last line; the entries read from start to stop, not cut 56 times.
 */
export const GamingAreaWeek: Story = {
  args: { ...gamingAreaWeek },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Now and next pass over the slots: happy hour plays until 19:00, not until 18:15.
    await expect(canvas.getByText('Happy hour (Playlist: Happy hour promos) until 19:00')).toBeVisible();
    const friday = day(canvasElement, 'Friday 27 November');
    await expect(friday.getByText('17:00–19:00')).toBeVisible();
    await expect(friday.getByText('12:00–17:00')).toBeVisible();
    const slots = friday.getByText('Responsible gambling (required): 56 slots of 15 s');
    await expect(slots).toBeVisible();
    await expect(slots.closest('li')).toHaveTextContent('10:00–23:45:15');
    await expect(friday.getAllByRole('listitem')).toHaveLength(6);
    // A closed day has no slots to say.
    await expect(within(dayItem(canvasElement, 'Monday 23 November')).queryByText(/Responsible gambling/)).toBeNull();
  },
};

/** A takeover at 20:30 on Friday cuts into the evening and hands back at 21:00. */
export const WeekWithTakeover: Story = {
  args: { ...takeoverWeek },
  play: async ({ canvasElement }) => {
    const friday = day(canvasElement, 'Friday 27 November');
    await expect(friday.getByText('Takeover: Jackpot')).toBeVisible();
    await expect(friday.getByText('20:30–21:00')).toBeVisible();
  },
};

/** Sydney's clocks go forward on Sunday 4 October: a 23-hour day, its times on the new clock. */
export const DaylightSavingWeek: Story = {
  args: { ...daylightSavingWeek },
  play: async ({ canvasElement }) => {
    const sunday = day(canvasElement, 'Sunday 4 October');
    await expect(within(dayItem(canvasElement, 'Sunday 4 October')).getByText('23-hour day: clocks go forward')).toBeVisible();
    await expect(sunday.getByText('11:00–20:00')).toBeVisible();
  },
};

/** A venue with no open hours: the open-hours entry never runs; the windows still do. */
export const NoOpenHours: Story = {
  args: { ...noOpenHoursWeek },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Evening sport/)).toBeNull();
    await expect(day(canvasElement, 'Friday 27 November').getByText('17:00–19:00')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-open-span]')).toHaveLength(0);
  },
};

/** Not the present week: "This week" leads back, and there is no now or next. */
export const AnotherWeek: Story = {
  args: { ...daylightSavingWeek, now: null, next: null, onThisWeek: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'This week' })).toBeVisible();
    await expect(within(canvasElement).queryByText('Now')).toBeNull();
  },
};

/** At 390 px it reads as a day list; the bars stay as a picture of each day. */
export const Phone: Story = {
  args: { ...daylightSavingWeek },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 'Sunday 4 October').getByText('11:00–20:00')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Every day's hours under its name, "Closed" as well as the longest, so the week reads evenly.
    for (const heading of canvasElement.querySelectorAll('h3')) {
      const hours = heading.querySelector('[data-open-hours]');
      if (!hours) continue;
      await expect(hours.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().top + 8);
    }
  },
};

/** An admin's week: an entry's piece, in the list (keyboard) or the bar (mouse), opens that entry. */
export const OpensEntries: Story = {
  args: { onOpenEntry: fn() },
  play: async ({ canvasElement, args }) => {
    const friday = day(canvasElement, 'Friday 27 November');
    await userEvent.click(friday.getByRole('button', { name: /^Open entry: Happy hour .*17:00–19:00$/ }));
    await expect(args.onOpenEntry).toHaveBeenCalledWith('0c3e5b7a-9d1f-4e2a-8b6c-4d5e6f708191');
    // The display's own layout is no entry: nothing to open.
    await expect(friday.queryByRole('button', { name: /Own layout/ })).toBeNull();
    const bar = dayItem(canvasElement, 'Friday 27 November').querySelector<HTMLElement>('[data-source="schedule"][data-opens]');
    await expect(bar).not.toBeNull();
  },
};

/**
 * Evening sport's layout has a newer version waiting for approval (the server's awaitingApproval):
 * its entries say so in words, and its blocks are marked along the top; the screen plays the approved version.
 */
export const AwaitingApproval: Story = {
  args: {
    days: normalWeek.days.map((shown) => ({
      ...shown,
      pieces: shown.pieces.map((piece) => (piece.label.startsWith('Evening sport') ? { ...piece, awaitingApproval: true } : piece)),
    })),
  },
  play: async ({ canvasElement }) => {
    const friday = day(canvasElement, 'Friday 27 November');
    const sport = friday.getAllByText('Evening sport (Layout: Sport tonight)').map((name) => name.closest('li'));
    await expect(sport.length).toBeGreaterThan(0);
    for (const entry of sport) await expect(entry).toHaveTextContent('Awaiting approval');
    await expect(friday.getByText('Members’ morning offers (Layout: Members’ offers)').closest('li')).not.toHaveTextContent('Awaiting approval');
  },
};

