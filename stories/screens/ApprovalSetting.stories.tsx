import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApprovalSettingCard } from '../../app/features/compliance/ApprovalSettingCard.tsx';

/** "All layouts need approval" on /settings/compliance (docs/permissions.md#approvals). */
const meta = {
  title: 'Screens/Approval setting',
  component: ApprovalSettingCard,
  parameters: { visual: { viewport: { width: 900, height: 260 } } },
  args: { status: 'ready', allLayoutsNeedApproval: false, canEdit: true, saving: false, onChange: fn() },
} satisfies Meta<typeof ApprovalSettingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: only the categories the rule sets list need approval. An admin turns it on with a click or Space. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All layouts need approval' });
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { allLayoutsNeedApproval: true } };

/** Saving a change made by keyboard: the box keeps the focus (disabled, it once dropped it to the top of the page) and waits. */
export const Saving: Story = {
  args: { allLayoutsNeedApproval: true, saving: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All layouts need approval' });
    await expect(box).toHaveAttribute('aria-busy', 'true');
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(box).toHaveFocus();
  },
};

/** An approver reads it and cannot change it. */
export const ReadOnly: Story = {
  args: { allLayoutsNeedApproval: true, canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'All layouts need approval' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could not load the approval setting')).toBeVisible();
  },
};
