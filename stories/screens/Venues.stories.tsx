import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VenuesView } from '../../app/routes/venues/VenuesView.tsx';
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

/** Only admins may add venues (SPEC §6). */
export const WithoutAddVenue: Story = {
  args: { items: venues.slice(0, 3), total: 3, canCreate: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Add Venue' })).toBeNull();
  },
};
