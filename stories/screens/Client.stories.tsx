import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientView } from '../../app/features/clients/ClientView.tsx';
import { withRouter } from '../support/withRouter.tsx';
import { arcadia, STORY_NOW, venues } from './fixtures/clientsAndVenues.ts';
import { clientSections } from './fixtures/sections.tsx';
import { usePagedFixture } from './fixtures/usePagedFixture.ts';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';

const meta = {
  title: 'Screens/Client',
  component: ClientView,
  decorators: [withRouter],
  parameters: { route: `/clients/${arcadia.id}` },
  args: {
    load: { status: 'ready', client: arcadia },
    venues: {
      status: 'ready',
      error: null,
      items: [],
      total: 0,
      loadingMore: false,
      onShowMore: fn(),
      canCreate: true,
      now: STORY_NOW,
    },
    ...clientSections('filled'),
  },
} satisfies Meta<typeof ClientView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** No venues yet, no logo, nothing uploaded; an admin may add a venue with this client preselected. */
export const Empty: Story = {
  args: clientSections('empty'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The logo's initials sit beside the h1, not in it: every reader says just the name.
    await expect(page.getByRole('heading', { name: 'Arcadia Group', level: 1 }).textContent).toBe('Arcadia Group');
    await expect(page.getByText('No venues found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Venue' })).toHaveAttribute(
      'href',
      `/venues/create?clientId=${arcadia.id}`,
    );
    for (const title of ['Logo', 'Reveal', 'Settings', 'Files', 'Videos', 'Posters', 'Backgrounds']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('No logo uploaded')).toBeVisible();
    await expect(page.getByText('No videos uploaded')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

/** Another client's id, or no such client: 404 reads Not Found. */
export const NotFound: Story = {
  args: { load: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Not Found' })).toBeVisible();
  },
};

export const Filled: Story = {
  render: function FilledClient(args) {
    const list = usePagedFixture(venues.slice(0, 14));
    return <ClientView {...args} venues={{ ...args.venues, ...list }} />;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Showing 10 of 14')).toBeVisible();
    const leeds = venues[0];
    await expect(page.getByRole('link', { name: 'Leeds Central' })).toHaveAttribute(
      'href',
      `/clients/${leeds?.clientId}/${leeds?.id}`,
    );
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(page.getByText('Showing 14 of 14')).toBeVisible();
    // The real sections, filled from fixtures.
    await expect(page.getByRole('img', { name: 'Logo of Arcadia Group' })).toBeVisible();
    await expect(page.getByText('Summer promotion')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Display mode' })).toHaveTextContent('Dark');
    // The screenshot shows the page at rest, not the focus ring of the button just clicked.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A 390 px phone: the venues table stacks its rows (Name, GMV, Last seen). */
export const FilledPhone: Story = {
  parameters: phoneParameters,
  render: function FilledClientPhone(args) {
    const list = usePagedFixture(venues.slice(0, 14));
    return <ClientView {...args} venues={{ ...args.venues, ...list }} />;
  },
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Leeds Central' })).toBeVisible();
  },
};

/** A viewer, who only reads (docs/permissions.md): the logo and Reveal media with no Replace, Add, Delete or Save. */
export const ForViewer: Story = {
  args: { venues: { ...meta.args.venues, items: venues.slice(0, 3), total: 3, canCreate: false }, ...clientSections('filled', false) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('img', { name: `Logo of ${arcadia.name}` })).toBeVisible();
    for (const name of ['Replace logo', 'Delete logo', 'Save']) await expect(page.queryByRole('button', { name })).toBeNull();
    await expect(page.queryAllByRole('button', { name: /^(Add reveal|Delete )/ })).toHaveLength(0);
    await expect(page.getByText('Dark', { exact: true })).toBeVisible();
  },
};

/** A client user: no Add Venue (docs/product.md#roles). */
export const ForClientUser: Story = {
  args: { venues: { ...meta.args.venues, items: venues.slice(0, 3), total: 3, canCreate: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Add Venue' })).toBeNull();
  },
};
