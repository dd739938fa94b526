import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VenueCreateView } from '../../app/features/venues/VenueCreateView.tsx';
import { GMV_TAKEN_TITLE } from '../../contract/venues.ts';
import { withRouter } from '../support/withRouter.tsx';
import { arcadia, clients, regions } from './fixtures/clientsAndVenues.ts';

const clientOptions = clients.map((client) => ({ value: client.id, label: client.name }));
const regionOptions = regions.map((region) => ({ value: region.id, label: region.name }));

const meta = {
  title: 'Screens/Venue create',
  component: VenueCreateView,
  decorators: [withRouter],
  parameters: { route: '/venues/create' },
  args: {
    submitting: false,
    fieldErrors: {},
    formError: null,
    onSubmit: fn(),
    clientOptions,
    regionOptions,
    optionsStatus: 'ready',
    defaultClientId: null,
  },
} satisfies Meta<typeof VenueCreateView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { clientOptions: [], regionOptions: [], optionsStatus: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading…')).toHaveLength(2);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Create Venue', level: 1 })).toBeVisible();
    await expect(page.getByLabelText('Name')).toHaveValue('');
    await expect(page.getByLabelText('GMV')).toHaveValue('');
  },
};

/** docs/product.md#validation-messages, Venue create messages, all at once on submit. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Name'), 'X');
    await userEvent.click(page.getByRole('button', { name: 'Create Venue' }));
    // Nothing chosen yet: plain words, not "Invalid region id".
    await expect(await page.findByText('Choose a client.')).toBeVisible();
    await expect(page.getByText('Choose a region.')).toBeVisible();
    await expect(page.getByText('Venue name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a GMV.')).toBeVisible();
    await userEvent.type(page.getByLabelText('GMV'), 'G');
    await expect(await page.findByText('GMV must be at least 2 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** ?clientId= preselects the client; choosing a region and typing the rest submits. */
export const Filled: Story = {
  args: { defaultClientId: arcadia.id },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveTextContent('Arcadia Group');
    // Came from the client's Add Venue: Cancel goes back there.
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/clients/${arcadia.id}`);
    await userEvent.click(page.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Scotland' }));
    await userEvent.type(page.getByLabelText('Name'), 'Glasgow Argyle');
    await userEvent.type(page.getByLabelText('GMV'), 'GLA-01');
    await userEvent.click(page.getByRole('button', { name: 'Create Venue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { clientId: arcadia.id, regionId: regions[2]?.id, name: 'Glasgow Argyle', gmv: 'GLA-01' },
      expect.anything(),
    );
  },
};

/** A failure about no one field over the form; the client and region lists failed to load. */
export const LoadError: Story = {
  args: {
    clientOptions: [],
    regionOptions: [],
    optionsStatus: 'error',
    formError: 'Forbidden',
    fieldErrors: { gmv: 'GMV must not be longer than 30 characters.' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Forbidden');
    await expect(await page.findByText('GMV must not be longer than 30 characters.')).toBeVisible();
    await expect(page.getAllByText('Error')).toHaveLength(2);
  },
};

/** A GMV already in use (409): the route puts the answer on the GMV field, where it must change. */
export const GmvTaken: Story = {
  args: { fieldErrors: { gmv: GMV_TAKEN_TITLE } },
  play: async ({ canvasElement }) => {
    const gmv = within(canvasElement).getByLabelText('GMV');
    await waitFor(() => expect(gmv).toHaveAttribute('aria-invalid', 'true'));
    await expect(gmv).toHaveAccessibleDescription(expect.stringContaining(GMV_TAKEN_TITLE));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
