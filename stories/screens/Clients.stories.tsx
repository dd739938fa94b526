import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientsView } from '../../app/features/clients/ClientsView.tsx';
import { withRouter } from '../support/withRouter.tsx';
import { clients } from './fixtures/clientsAndVenues.ts';
import { usePagedFixture } from './fixtures/usePagedFixture.ts';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';

const meta = {
  title: 'Screens/Clients',
  component: ClientsView,
  decorators: [withRouter],
  parameters: { route: '/clients' },
  args: { status: 'ready', error: null, items: [], total: 0, loadingMore: false, onShowMore: fn(), canCreate: true },
} satisfies Meta<typeof ClientsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading')).toBeInTheDocument();
    await expect(page.queryByText(/Showing/)).toBeNull();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No clients found')).toBeVisible();
  },
};

/**
 * A designer or an approver reads every client but does not hold clients.create
 * (docs/permissions.md): no Upload or Create Client, which the server would answer with 403.
 */
export const ReadOnly: Story = {
  render: function ReadOnlyClients() {
    return <ClientsView {...usePagedFixture(clients)} canCreate={false} />;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page.getAllByRole('row').length).toBeGreaterThan(1);
    await expect(page.queryByRole('link', { name: 'Create Client' })).toBeNull();
    await expect(page.queryByRole('link', { name: 'Upload' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.queryByRole('table')).toBeNull();
  },
};

/** 25 clients: 10 rows, Show more adds 10, Showing N of M follows. */
export const Filled: Story = {
  render: function FilledClients() {
    return <ClientsView {...usePagedFixture(clients)} canCreate />;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('row')).toHaveLength(11);
    await expect(page.getByText('Showing 10 of 25')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Arcadia Group' })).toHaveAttribute('href', `/clients/${clients[0]?.id}`);
    await expect(page.getByRole('link', { name: 'Create Client' })).toHaveAttribute('href', '/clients/create');
    await expect(page.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/clients/upload');
    await expect(page.getByText(/use the search in the top bar/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(page.getByText('Showing 20 of 25')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(page.getByText('Showing 25 of 25')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** A 390 px phone: each client is a block with its logo, name and venue badges. */
export const FilledPhone: Story = {
  parameters: phoneParameters,
  render: function FilledClientsPhone() {
    return <ClientsView {...usePagedFixture(clients)} canCreate />;
  },
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Arcadia Group' })).toBeVisible();
  },
};

/** The red badge says how many venues are in alert, names them, and links to their screens (22). */
export const VenuesInAlertTooltip: Story = {
  args: { items: clients.slice(0, 4), total: 4 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const named = '3 venues in alert: Bondi Beach Club, Harbour Tavern, Riverside Inn';
    const badge = page.getByRole('link', { name: `${named}: show their screens` });
    await expect(badge).toHaveAttribute('href', `/screens?clientId=${clients[1]?.id}&inAlert=true`);
    await userEvent.tab();
    badge.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(named);
  },
};
