import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApprovalReviewView, type ApprovalReviewViewProps } from '../../app/features/approvals/ApprovalReviewView.tsx';
import { layoutChangesInWords } from '../../app/features/approvals/layoutChanges.ts';
import { comparedOf, treeOfVersion } from '../../app/features/approvals/versionTree.ts';
import { OWN_CHANGE_TITLE, STALE_VERSION_TITLE } from '../../contract/approvals.ts';
import { openedDialog } from '../support/dialogFocus.ts';
import { phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';
import { approvedVersion, firstItem, ownItem, waitingItem, waitingVersion } from './fixtures/approvals.ts';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';

const approvedTree = treeOfVersion(approvedVersion);
const draftTree = treeOfVersion(waitingVersion);
const changes = layoutChangesInWords(comparedOf(approvedVersion, approvedTree), comparedOf(waitingVersion, draftTree));

function args(change: Partial<ApprovalReviewViewProps> = {}): ApprovalReviewViewProps {
  return {
    status: 'ready',
    item: waitingItem,
    approvedTree,
    draftTree,
    changes,
    deciding: null,
    refusal: null,
    rejectOpen: false,
    now: STORY_NOW,
    onApprove: fn(),
    onRejectOpen: fn(),
    onRejectClose: fn(),
    onReject: fn(),
    onReload: fn(),
    ...change,
  };
}

/** /approvals/{assetId} (docs/permissions.md#approvals): the review of one waiting layout, one story per state. */
const meta = {
  title: 'Screens/Approval review',
  component: ApprovalReviewView,
  decorators: [withRouter],
  parameters: { route: `/approvals/${waitingItem.assetId}`, visual: { viewport: { width: 1280, height: 1100 } } },
  args: args(),
} satisfies Meta<typeof ApprovalReviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The approved v3 beside the waiting v4, both drawn by the one renderer, and the changes in words. */
export const SideBySide: Story = {
  play: async ({ canvasElement, args: shown }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Review: Friday jackpot', level: 1 })).toBeVisible();
    await expect(await page.findByRole('group', { name: 'Approved v3: Friday jackpot' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Waiting v4: Friday jackpot' })).toBeVisible();
    const list = within(page.getByRole('list', { name: 'Changes' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Text 'Jackpot' changed to 'Mega jackpot'",
      "Text 'Every Friday from 6 pm' moved from 160, 420 to 160, 460",
      'Panel added',
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Approve v4' }));
    await expect(shown.onApprove).toHaveBeenCalled();
  },
};

/** A first submission: nothing is approved yet, so everything in it is new. */
export const FirstVersion: Story = {
  args: args({
    item: firstItem,
    approvedTree: null,
    changes: layoutChangesInWords(null, comparedOf(waitingVersion, draftTree)),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Nothing approved yet')).toBeVisible();
    await expect(page.getByText('Nothing was approved before: everything is new.')).toBeVisible();
  },
};

/** Reject asks why: a blank reason is refused in the server's words, a reason is sent. */
export const RejectDialog: Story = {
  render: function Render(shown) {
    return <ApprovalReviewView {...shown} rejectOpen />;
  },
  play: async ({ args: shown }) => {
    const dialog = within(await openedDialog('Reject Friday jackpot v4?'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await expect(shown.onReject).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Reason'), 'The jackpot figure must come from the live feed');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(shown.onReject).toHaveBeenCalledWith('The jackpot figure must come from the live feed');
  },
};

/** The reader made the last change: told before trying, and Approve and Reject are withdrawn. */
export const OwnChange: Story = {
  args: args({ item: ownItem }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(OWN_CHANGE_TITLE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve v7' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reject…' })).toBeDisabled();
  },
};

/** The server refused with 403 (the reader changed it meanwhile): its title, in its words. */
export const Forbidden: Story = {
  args: args({ refusal: { status: 403, title: OWN_CHANGE_TITLE } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(OWN_CHANGE_TITLE);
  },
};

/** 409: it changed since it was opened; Reload reads what waits now. */
export const ChangedMeanwhile: Story = {
  args: args({ refusal: { status: 409, title: STALE_VERSION_TITLE } }),
  play: async ({ canvasElement, args: shown }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(STALE_VERSION_TITLE)).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Reload' }));
    await expect(shown.onReload).toHaveBeenCalled();
  },
};

/** While Approve is sent, neither button can be pressed again. */
export const Approving: Story = {
  args: args({ deciding: 'approve' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approving...' })).toBeDisabled();
  },
};

/** At 390 px the two versions stand one above the other, the buttons full width. */
export const Phone: Story = {
  parameters: { ...phoneParameters, visual: { viewport: { width: 390, height: 1500 } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const approved = await page.findByRole('group', { name: 'Approved v3: Friday jackpot' });
    const waiting = page.getByRole('group', { name: 'Waiting v4: Friday jackpot' });
    await waitFor(() => expect(waiting.getBoundingClientRect().top).toBeGreaterThan(approved.getBoundingClientRect().bottom));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = { args: args({ status: 'loading', item: null, draftTree: null, approvedTree: null, changes: [] }) };

export const LoadError: Story = {
  args: args({ status: 'error', error: new Error('Network down'), item: null, draftTree: null, approvedTree: null, changes: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Could not load this layout's versions")).toBeVisible();
  },
};

/** Decided or submitted again meanwhile: nothing to review here. */
export const NoLongerWaiting: Story = {
  args: args({ status: 'gone', item: null, draftTree: null, approvedTree: null, changes: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This layout no longer waits for approval')).toBeVisible();
  },
};
