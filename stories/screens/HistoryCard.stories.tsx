import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryCard } from '../../app/features/activity/HistoryCard.tsx';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { activityRecords } from './fixtures/activity.ts';

const meta = {
  title: 'Screens/History card',
  component: HistoryCard,
  args: { status: 'ready', records: activityRecords.slice(0, 3), allHref: '/activity?venueId=7e1f2a3b', now: STORY_NOW },
} satisfies Meta<typeof HistoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };

export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity found')).toBeVisible();
  },
};

/** A venue's last changes, the newest opened to its before and after. */
export const Recent: Story = {
  args: { openIds: ['104'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'All activity' })).toHaveAttribute('href', '/activity?venueId=7e1f2a3b');
    await expect(page.getAllByRole('listitem')).toHaveLength(3);
    await expect(page.getByRole('table', { name: 'Changes' })).toBeVisible();
  },
};
