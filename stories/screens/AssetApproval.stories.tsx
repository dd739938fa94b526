import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssetApprovalBar } from '../../app/features/assetEditor/AssetApprovalBar.tsx';
import { phoneParameters } from '../support/phone.ts';
import { approvalOf, submittedAgo } from './fixtures/approvals.ts';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';

/** A layout's approval beside its editor (docs/permissions.md#approvals): one story per state. */
const meta = {
  title: 'Screens/Asset approval',
  component: AssetApprovalBar,
  parameters: { visual: { viewport: { width: 1100, height: 200 } } },
  args: { approval: approvalOf({}), canSubmit: true, unsavedEdits: false, submitting: false, now: STORY_NOW, onSubmit: fn() },
} satisfies Meta<typeof AssetApprovalBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edited since v3 was approved: screens play v3; Submit for approval sends the saved draft. */
export const Draft: Story = {
  play: async ({ canvasElement, args: shown }) => {
    const bar = within(canvasElement);
    await expect(bar.getByText('Draft')).toBeVisible();
    await expect(bar.getByText('Version 4. Screens play the approved v3 until a newer version is approved.')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Submit for approval' }));
    await expect(shown.onSubmit).toHaveBeenCalled();
  },
};

/** A new layout: nothing approved, so screens that need approval show nothing of it. */
export const FirstDraft: Story = {
  args: { approval: approvalOf({ version: 1, approvedVersion: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing approved yet/)).toBeVisible();
  },
};

/** Edits not saved: the saved version is the one submitted, so Submit waits, and says why. */
export const UnsavedEdits: Story = {
  args: { unsavedEdits: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit for approval' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Save your changes first: the saved version is the one submitted.');
  },
};

/** Submitted: who and when, and Submit disabled with its reason while a decision is awaited. */
export const Pending: Story = {
  args: { approval: approvalOf({ state: 'pending', submittedBy: { id: 'd1', name: 'Dana Designer' }, submittedUtc: submittedAgo }) },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByText('Pending approval')).toBeVisible();
    await expect(bar.getByText(/Submitted by Dana Designer/)).toBeVisible();
    const button = bar.getByRole('button', { name: 'Submit for approval' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Version 4 waits for an approver.');
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Approved: Story = {
  args: { approval: approvalOf({ state: 'approved', version: 4, approvedVersion: 4 }) },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByText('Approved v4')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Submit for approval' })).toBeDisabled();
  },
};

/** Rejected: the approver's reason, and Submit for approval open again. */
export const Rejected: Story = {
  args: { approval: approvalOf({ state: 'rejected', reason: 'The jackpot figure must come from the live feed' }) },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByText('Rejected: The jackpot figure must come from the live feed')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Submit for approval' })).toBeEnabled();
  },
};

/** Its category needs no approval anywhere: said, and nothing to submit. */
export const NotNeeded: Story = {
  args: { approval: approvalOf({ required: false }) },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByText('No approval needed: screens play each saved change.')).toBeVisible();
    await expect(bar.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
  },
};

/** An approver reads the state; submitting is for those who edit layouts. */
export const ReadOnly: Story = {
  args: { canSubmit: false, approval: approvalOf({ state: 'pending', submittedBy: { id: 'd1', name: 'Dana Designer' }, submittedUtc: submittedAgo }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Submit for approval' })).toBeNull();
  },
};

export const Phone: Story = {
  parameters: { ...phoneParameters, visual: { viewport: { width: 390, height: 360 } } },
  args: { approval: approvalOf({ state: 'rejected', reason: 'The jackpot figure must come from the live feed' }) },
};
