import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { approvalKeys } from '../../app/api/approvals.ts';
import { ApprovalsView } from '../../app/features/approvals/ApprovalsView.tsx';
import { ApprovalsRoute } from '../../app/routes/approvals/ApprovalsRoute.tsx';
import { AsRole } from '../support/AsRole.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';
import { approvalItems } from './fixtures/approvals.ts';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';

/** /approvals (docs/permissions.md#approvals): what waits for a decision, one story per state. */
const meta = {
  title: 'Screens/Approvals',
  component: ApprovalsView,
  // Each view story has a router in memory; the route story has its own, with the signed-in role.
  decorators: [(Story, context) => ((context.parameters as { ownRouter?: boolean }).ownRouter ? <Story /> : withRouter(Story, context))],
  parameters: { route: '/approvals', visual: { viewport: { width: 1280, height: 700 } } },
  args: { status: 'ready', items: approvalItems, now: STORY_NOW },
} satisfies Meta<typeof ApprovalsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest submission first; one the reader changed last is marked, since another person decides it. */
export const Items: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const rows = page.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(['Happy hour wagering', 'Friday jackpot', 'Members’ draw']);
    await expect(page.getByText('v4 (approved v3)')).toBeVisible();
    await expect(page.getByText('v1 (first)')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Your change')).toBeVisible();
    // The keyboard reaches each review from the layout's name, past the submission time's tooltip.
    page.getByRole('link', { name: 'Happy hour wagering' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(page.getByRole('link', { name: 'Review Happy hour wagering' })).toHaveFocus();
    await expect(page.getByRole('link', { name: 'Review Friday jackpot' })).toHaveAttribute('href', '/approvals/6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing waits for approval')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', items: [] } };

export const LoadError: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error')).toBeVisible();
  },
};

/** At 390 px the rows stack, every cell labelled by its column. */
export const Phone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
  },
};

/**
 * The route as an approver opens it, the list from the server's answer. The route tells relative
 * times by the clock, which every story starts at STORY_NOW (stories/support/storyClock.ts), so the
 * fixtures' times read the same whatever the calendar says.
 */
export const Approver: Story = {
  parameters: { ownRouter: true },
  render: () => (
    <AsRole role="approver" answers={[[approvalKeys.list(), approvalItems.slice(0, 2)]]}>
      <ApprovalsRoute />
    </AsRole>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Friday jackpot' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Happy hour wagering' })).toBeVisible();
  },
};
