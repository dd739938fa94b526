import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisplayHeaderView } from '../../app/features/graphicsControllers/DisplayHeaderView.tsx';
import { AWAITING_APPROVAL_BADGE } from '../../app/shared/compliance/approvalTexts.ts';
import { phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';

const ids = { clientId: 'client-1', venueId: 'venue-1', graphicsControllerId: 'controller-1', displayId: 'display-1' };

/** The heading of a display reached through its client (/clients/{clientId}/…/{displayId}). */
const meta = {
  title: 'Screens/Display header',
  component: DisplayHeaderView,
  decorators: [withRouter],
  parameters: { route: `/clients/${ids.clientId}/${ids.venueId}/${ids.graphicsControllerId}/${ids.displayId}` },
  args: { ...ids, display: { label: 'Bar Left', width: 1920, height: 1080 }, awaitingApproval: false },
} satisfies Meta<typeof DisplayHeaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing of its week waits for approval: its size, no badge. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Bar Left - Layout', level: 1 })).toBeVisible();
    await expect(page.getByText('1920 × 1080 pixels')).toBeVisible();
    await expect(page.queryByText(AWAITING_APPROVAL_BADGE)).toBeNull();
  },
};

/** A layout of its week has a newer version waiting: the same badge as its /screens row and page. */
export const AwaitingApproval: Story = {
  args: { awaitingApproval: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(AWAITING_APPROVAL_BADGE)).toBeVisible();
    await expect(canvasElement.querySelector('[data-awaiting-approval]')).not.toBeNull();
    await expect(page.getByRole('link', { name: 'Status and commands' })).toHaveAttribute('href', `/screens/${ids.displayId}`);
  },
};

/** On a phone the badge wraps with the size, the links stay reachable. */
export const AwaitingApprovalPhone: Story = {
  args: { awaitingApproval: true },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(AWAITING_APPROVAL_BADGE)).toBeVisible();
  },
};
