import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SearchResult } from '../../contract/search.ts';
import { LinkView } from '../../app/features/graphicsControllers/LinkView.tsx';
import { withRouter } from '../support/withRouter.tsx';
import { arcadia, leedsCentral, venues } from './fixtures/clientsAndVenues.ts';

const venueResult = (venue: (typeof venues)[number]): SearchResult => ({
  id: venue.id,
  type: 'Venue',
  name: venue.name,
  clientId: venue.clientId,
  gmv: venue.gmv,
});

const results: SearchResult[] = [
  { id: arcadia.id, type: 'Client', name: arcadia.name },
  venueResult(leedsCentral),
  ...venues.slice(1, 3).map(venueResult),
];

const meta = {
  title: 'Screens/Link a screen',
  component: LinkView,
  decorators: [withRouter],
  parameters: { route: '/link?code=K7QX2M', visual: { viewport: { width: 1280, height: 640 } } },
  args: {
    code: 'K7QX2M',
    search: { term: '', status: 'idle', results: [], emptyText: null },
    onTermChange: fn(),
    onRetry: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof LinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrived from the QR code: the code, and a box to find the venue. */
export const AskVenue: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Link a screen', level: 1 })).toBeVisible();
    await expect(page.getByText('The screen shows the code K7QX2M. Choose the venue it is in.')).toBeVisible();
    await userEvent.type(page.getByLabelText('Venue'), 'L');
    await expect(args.onTermChange).toHaveBeenCalledWith('L');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The page puts the caret in the Venue field as it opens (autoFocus). On a busy machine the
 * screenshot could come before that focus or after something took it: the play settles it.
 */
async function expectVenueFieldFocused(canvasElement: HTMLElement) {
  const field = within(canvasElement).getByLabelText('Venue');
  field.focus();
  await expect(field).toHaveFocus();
}

export const Searching: Story = {
  args: { search: { term: 'lee', status: 'loading', results: [], emptyText: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    await expectVenueFieldFocused(canvasElement);
  },
};

/** Only venues are offered; choosing one opens its page with the link dialog. */
export const Results: Story = {
  args: { search: { term: 'e', status: 'results', results, emptyText: null } },
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Venues' }));
    await expect(list.getAllByRole('button')).toHaveLength(3);
    await expect(list.queryByRole('button', { name: arcadia.name })).toBeNull();
    await userEvent.click(list.getByRole('button', { name: `${leedsCentral.name} (${leedsCentral.gmv})` }));
    await expect(args.onChoose).toHaveBeenCalledWith(results[1]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoVenueFound: Story = {
  args: { search: { term: 'zzz', status: 'empty', results: [], emptyText: 'No search results' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No venues found')).toBeVisible();
    await expectVenueFieldFocused(canvasElement);
  },
};

export const SearchFailed: Story = {
  args: { search: { term: 'lee', status: 'error', results: [], emptyText: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An address without a code that could be one. */
export const NoCode: Story = {
  args: { code: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No screen code in this address' })).toBeVisible();
  },
};
