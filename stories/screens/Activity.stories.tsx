import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityView } from '../../app/features/activity/ActivityView.tsx';
import { activityRecords, activityViewArgs } from './fixtures/activity.ts';

const meta = {
  title: 'Screens/Activity',
  component: ActivityView,
  args: activityViewArgs(),
} satisfies Meta<typeof ActivityView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity found')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

/** Newest first; a record opens to its changed fields, before and after side by side. */
export const Records: Story = {
  args: { records: activityRecords, total: activityRecords.length, onExport: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const items = page.getAllByRole('listitem');
    await expect(items).toHaveLength(activityRecords.length);
    await expect(items[0]).toHaveTextContent('Avery Admin changed open hours');
    await expect(page.queryByRole('table', { name: 'Changes' })).toBeNull();
    await userEvent.click(page.getByText('Avery Admin changed open hours'));
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(within(changes).getByRole('row', { name: /Monday close/ })).toHaveTextContent('Monday close17:0018:00');
    await expect(within(changes).getByRole('row', { name: /Friday close/ })).toHaveTextContent('Friday close22:00—');
    await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** A password change shows that it changed, never a value. */
export const SecretChanged: Story = {
  args: { records: activityRecords, total: activityRecords.length, openIds: ['101'] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /Password/ });
    await expect(row).toHaveTextContent('Passwordhiddenhidden');
  },
};

/** More than the count goes to: "10,000+ records" and Show more. */
export const ManyRecords: Story = {
  args: { records: activityRecords, total: 10_000, totalCapped: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('10,000+ records')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};
