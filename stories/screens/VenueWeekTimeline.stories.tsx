import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { venueWeekDescription } from '../../app/features/scheduling/schedules/VenueWeekSection.tsx';
import { WeekTimelineCard } from '../../app/features/scheduling/schedules/WeekTimelineCard.tsx';
import { phoneParameters } from '../support/phone.ts';
import { SYDNEY, venueDuplicateLabelsWeek, venueNoOpenHoursWeek, venueNormalWeek, venueTakeoverWeek } from './fixtures/schedules.ts';

/** The venue page's week: a lane per display, drawn from timelines the real resolver made. */
const meta = {
  title: 'Screens/What plays when at a venue',
  component: WeekTimelineCard,
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  args: { status: 'ready', timeZone: SYDNEY, description: venueWeekDescription(SYDNEY, 2), ...venueNormalWeek, onPreviousWeek: fn(), onNextWeek: fn() },
} satisfies Meta<typeof WeekTimelineCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const dayItem = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('listitem', { name: new RegExp(`^${title}`) });
/** One display's list of what plays on a day. */
const lane = (canvasElement: HTMLElement, display: string, title: string) =>
  within(within(dayItem(canvasElement, title)).getByRole('group', { name: `${display}, ${title}` }).querySelector('ul')!);

/** Friday at 18:00: happy hour on the bar, the lounge idle until its late entry; open hours shaded once per day. */
export const NormalWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Now Happy hour (Playlist: Happy hour promos) until 19:00; next Evening sport (Layout: Sport tonight) at 19:00')).toBeVisible();
    await expect(canvas.getByText('Now Evening sport (Layout: Sport tonight) until 21:00; next Lounge late (Layout: Sport tonight) at 21:00')).toBeVisible();
    await expect(lane(canvasElement, 'Bar', 'Friday 27 November').getByText('17:00–19:00')).toBeVisible();
    await expect(lane(canvasElement, 'Lounge', 'Friday 27 November').getByText('Lounge late (Layout: Sport tonight)')).toBeVisible();
    await expect(lane(canvasElement, 'Lounge', 'Friday 27 November').queryByText(/Happy hour/)).toBeNull();
    await expect(within(dayItem(canvasElement, 'Wednesday 25 November')).getByText('Open 10:00–22:00')).toBeVisible();
    await expect(dayItem(canvasElement, 'Wednesday 25 November').querySelectorAll('[data-lane]')).toHaveLength(2);
  },
};

/** The Friday 20:30 jackpot takeover reaches the venue: both lanes show it. */
export const TakeoverWeek: Story = {
  args: { ...venueTakeoverWeek },
  play: async ({ canvasElement }) => {
    for (const display of ['Bar', 'Lounge']) {
      const friday = lane(canvasElement, display, 'Friday 27 November');
      await expect(friday.getByText('Takeover: Jackpot')).toBeVisible();
      await expect(friday.getByText('20:30–21:00')).toBeVisible();
    }
  },
};

/** A venue with no open hours: every day says Closed, no shading, the windows still play. */
export const NoOpenHours: Story = {
  args: { ...venueNoOpenHoursWeek },
  play: async ({ canvasElement }) => {
    await expect(within(dayItem(canvasElement, 'Friday 27 November')).getByText('Closed')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-open-span]')).toHaveLength(0);
    await expect(lane(canvasElement, 'Bar', 'Friday 27 November').getByText('17:00–19:00')).toBeVisible();
  },
};

/** At 390 px each day lists its displays one under the other. */
export const Phone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expect(lane(canvasElement, 'Lounge', 'Friday 27 November').getByText('21:00–24:00')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Two controllers each with a display labelled "Bar": each lane, and its now and next, names its controller. */
export const SameLabelOnTwoControllers: Story = {
  args: { ...venueDuplicateLabelsWeek },
  play: async ({ canvasElement }) => {
    const friday = dayItem(canvasElement, 'Friday 27 November');
    await expect(within(friday).getByRole('heading', { name: 'Bar · North controller' })).toBeVisible();
    await expect(within(friday).getByRole('heading', { name: 'Bar · South controller' })).toBeVisible();
    await expect(lane(canvasElement, 'Bar · North controller', 'Friday 27 November').getByText('17:00–19:00')).toBeVisible();
    await expect(lane(canvasElement, 'Bar · South controller', 'Friday 27 November').getByText('Lounge late (Layout: Sport tonight)')).toBeVisible();
    const nowAndNext = canvasElement.querySelector('[aria-label="Now and next on each display"]');
    await expect([...(nowAndNext?.querySelectorAll('dt') ?? [])].map((term) => term.textContent)).toEqual(['Bar · North controller', 'Bar · South controller']);
  },
};

/** The same at 390 px: the longer lane names wrap inside their day, nothing scrolls sideways. */
export const SameLabelOnTwoControllersPhone: Story = {
  ...SameLabelOnTwoControllers,
  parameters: phoneParameters,
  play: async (context) => {
    await SameLabelOnTwoControllers.play!(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
