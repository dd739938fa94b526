import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fleetDisplayHref, fleetVenueHref } from '../../app/features/fleet/screenshots/fleetLinks.ts';
import { VenueScreenshotsCard } from '../../app/features/fleet/screenshots/VenueScreenshotsCard.tsx';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { storyScreenshots } from './fixtures/screenshots.ts';
import { withStoryScreenshots } from '../support/withStoryScreenshots.tsx';

const venueId = '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const controller = { graphicsControllerId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', graphicsControllerName: 'Bar PC' };

const meta = {
  title: 'Screens/Venue screenshots',
  component: VenueScreenshotsCard,
  decorators: [withStoryScreenshots],
  args: {
    displays: [
      { displayId: 'c0000000-0000-4000-8000-000000000001', label: 'Bar', ...controller, latestScreenshot: storyScreenshots[0]! },
      { displayId: 'c0000000-0000-4000-8000-000000000002', label: 'Lounge', ...controller, latestScreenshot: storyScreenshots[2]! },
      { displayId: 'c0000000-0000-4000-8000-000000000003', label: 'Entrance', ...controller, latestScreenshot: null },
    ],
    displayHref: fleetDisplayHref,
    screensHref: fleetVenueHref(venueId),
    now: STORY_NOW,
  },
} satisfies Meta<typeof VenueScreenshotsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each display's latest screenshot (or none yet), and the way to their status and commands. */
export const Displays: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: 'Bar · Bar PC' })).toHaveAttribute('href', '/screens/c0000000-0000-4000-8000-000000000001');
    await expect(card.getByRole('link', { name: 'Status and commands' })).toHaveAttribute('href', `/screens?venueId=${venueId}`);
    await expect(card.getByText('No screenshot yet')).toBeVisible();
  },
};

/** A venue without displays: nothing to command, so no link. */
export const NoDisplays: Story = {
  args: { displays: [] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('No displays yet')).toBeVisible();
    await expect(card.queryByRole('link', { name: 'Status and commands' })).toBeNull();
  },
};
