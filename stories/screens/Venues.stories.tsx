import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VenuesView } from '../../app/features/venues/VenuesView.tsx';
import { withRouter } from '../support/withRouter.tsx';
import { STORY_NOW, venues } from './fixtures/clientsAndVenues.ts';
import { usePagedFixture } from './fixtures/usePagedFixture.ts';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';

const meta = {
  title: 'Screens/Venues',
  component: VenuesView,
  decorators: [withRouter],
  parameters: { route: '/venues' },
  args: {
    status: 'ready',
    error: null,
    items: [],
    total: 0,
    loadingMore: false,
    onShowMore: fn(),
    canCreate: true,
    now: STORY_NOW,
    filter: { sort: 'client', inAlert: false },
    onFilterChange: fn(),
  },
} satisfies Meta<typeof VenuesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current Venues' })).toBeVisible();
    await expect(page.getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No venues found')).toBeVisible();
    await expect(page.getByText('Create a venue to get started')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Venue' })).toHaveAttribute('href', '/venues/create');
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

/** 23 venues: 10 rows, Show more adds 10; Never for the epoch; alerts in bold red. */
export const Filled: Story = {
  render: function FilledVenues(args) {
    return <VenuesView {...args} {...usePagedFixture(venues)} />;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [header] = page.getAllByRole('row');
    for (const column of ['Image', 'Client', 'Name', 'Code', 'Last seen']) {
      await expect(within(header as HTMLElement).getByText(column)).toBeInTheDocument();
    }
    await expect(page.getByText('Showing 10 of 23')).toBeVisible();
    const leeds = venues[0];
    await expect(page.getByRole('link', { name: 'Leeds Central' })).toHaveAttribute(
      'href',
      `/clients/${leeds?.clientId}/${leeds?.id}`,
    );
    await expect(page.getAllByRole('link', { name: 'Open client Arcadia Group' })[0]).toHaveAttribute(
      'href',
      `/clients/${leeds?.clientId}`,
    );
    await expect(page.getAllByText('Never').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('[data-alert]').length).toBeGreaterThan(0);
    await expect(page.getByText(/search venues/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(page.getByText('Showing 20 of 23')).toBeVisible();
  },
};

/**
 * A 390 px phone: each venue is a block with Client, Name, Code and Last seen (red in alert) on
 * their own lines, nothing cut or scrolled sideways.
 */
export const FilledPhone: Story = {
  parameters: phoneParameters,
  render: function FilledVenuesPhone(args) {
    return <VenuesView {...args} {...usePagedFixture(venues)} />;
  },
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Leeds Central' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-alert]').length).toBeGreaterThan(0);
  },
};

export const LoadingPhone: Story = { ...Loading, parameters: phoneParameters };

/** Only admins may add venues (docs/product.md#roles). */
export const WithoutAddVenue: Story = {
  args: { items: venues.slice(0, 3), total: 3, canCreate: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Add Venue' })).toBeNull();
  },
};

/** Sort by and In alert only: each change asks the route for the new order or filter, by keyboard too. */
export const SortAndFilter: Story = {
  args: { items: venues.slice(0, 5), total: 5 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Client');
    page.getByRole('combobox', { name: 'Sort by' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Last seen, longest ago first' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ sort: 'lastSeen', inAlert: false });
    page.getByRole('checkbox', { name: 'In alert only' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ sort: 'client', inAlert: true });
  },
};

/** The alert badge's filtered list: only venues in alert, in one client; Show every client drops the client. */
export const InAlertOfOneClient: Story = {
  args: {
    items: venues.filter((venue) => venue.inAlert).slice(0, 3),
    total: 3,
    filter: { sort: 'lastSeen', inAlert: true, clientId: venues[0]?.clientId ?? '' },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('checkbox', { name: 'In alert only' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Last seen, longest ago first');
    await userEvent.click(page.getByRole('button', { name: 'Show every client' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ sort: 'lastSeen', inAlert: true });
  },
};

/** No venue in alert: says so, and offers the whole list back. */
export const NoneInAlert: Story = {
  args: { filter: { sort: 'client', inAlert: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No venues in alert')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show all venues' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ sort: 'client' });
  },
};
