import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScreenshotCard } from '../../app/features/fleet/screenshots/ScreenshotCard.tsx';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { storyScreenshots } from './fixtures/screenshots.ts';
import { withStoryScreenshots } from '../support/withStoryScreenshots.tsx';
import { phoneParameters } from '../support/phone.ts';

const shots = storyScreenshots;

const meta = {
  title: 'Screens/Screenshot card',
  component: ScreenshotCard,
  decorators: [withStoryScreenshots],
  args: {
    displayId: 'c0000000-0000-4000-8000-000000000001',
    displayLabel: 'Bar',
    screenshots: shots,
    intervalMinutes: 15,
    taking: { phase: 'idle' },
    onTake: fn(),
    now: STORY_NOW,
  },
} satisfies Meta<typeof ScreenshotCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A display that never sent one: says so, and how to get one. */
export const NoneYet: Story = {
  args: { screenshots: [] },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('No screenshot yet')).toBeVisible();
    await expect(card.getByText(/sends one every 15 minutes/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Take screenshot now' }));
    await expect(args.onTake).toHaveBeenCalled();
  },
};

/** The latest within two intervals, and the earlier ones to look back at, by keyboard too. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Up to date')).toBeVisible();
    await expect(card.getAllByRole('img', { name: /^Screenshot of Bar, taken 4 minutes ago$/ })).toHaveLength(2);
    const earlier = card.getByRole('button', { name: 'Screenshot of Bar, taken 19 minutes ago' });
    earlier.focus();
    await userEvent.keyboard('{Enter}');
    await expect(earlier).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getAllByRole('img', { name: 'Screenshot of Bar, taken 19 minutes ago' })).toHaveLength(2);
    // Back to the latest for the picture.
    await userEvent.click(card.getByRole('button', { name: 'Screenshot of Bar, taken 4 minutes ago' }));
  },
};

/** A viewer or an approver (no fleet.edit, docs/permissions.md): the screenshots, but no Take screenshot now. */
export const ForViewer: Story = {
  args: { onTake: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Up to date')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Take screenshot now' })).toBeNull();
  },
};

/** Older than two intervals, with the setting off: said in words, on a phone. */
export const Old: Story = {
  args: { screenshots: shots.slice(2), intervalMinutes: 0 },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Old')).toBeVisible();
    await expect(card.getByText(/Automatic screenshots are off for this client/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** "Take screenshot now" sent: the button works and the card says it waits for the player. */
export const Taking: Story = {
  args: { taking: { phase: 'waiting' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('status')).toHaveTextContent("Waiting for the player's screenshot…");
  },
};
