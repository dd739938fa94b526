import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TakeoversView } from '../../app/features/scheduling/takeovers/TakeoversView.tsx';
import { dialogFocusSettled, openedDialog } from '../support/dialogFocus.ts';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { layouts, runningTakeover, takeoverDialogArgs, takeovers, takeoversViewArgs, untilClosingTakeover, venueReach } from './fixtures/scheduling.ts';

const meta = {
  title: 'Screens/Takeovers',
  component: TakeoversView,
  args: takeoversViewArgs(),
} satisfies Meta<typeof TakeoversView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const closingAt = new Date(new Date(STORY_NOW).getTime() + 3 * 60 * 60_000).toISOString();

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No takeovers yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start takeover' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

/** Running ones first with End now, then the history (ended early, finished). */
export const RunningAndHistory: Story = {
  args: { takeovers },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const rows = page.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['running', 'running', 'endedEarly', 'finished']);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('Layout: Jackpot')).toBeVisible();
    await expect(first.getByText('All venues')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('1 client, 2 venues')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /End/ })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: 'End now: Jackpot tonight' }));
    await expect(args.onEndOpen).toHaveBeenCalledWith(runningTakeover);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Until closing: each venue it reaches stops at its own closing; the list says so, with the last. */
export const UntilClosing: Story = {
  args: { takeovers: [runningTakeover, untilClosingTakeover] },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getAllByRole('row')[2] as HTMLElement);
    await expect(row.getByText('Each venue’s closing (last 20 Nov 2026, 12:30 pm)')).toBeVisible();
  },
};

/** A client user reads the takeovers that reach its venues; it cannot start or end one. */
export const ClientUser: Story = {
  args: { takeovers: takeovers.slice(0, 2), canManage: false, start: null, contentName: (item) => ('playlistId' in item.content ? 'Playlist' : 'Layout') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('button', { name: 'Start takeover' })).toBeNull();
    await expect(page.queryByRole('button', { name: /^End now/ })).toBeNull();
  },
};

export const RunningAndHistoryPhone: Story = {
  args: { takeovers },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
  },
};

export const EndConfirm: Story = {
  args: { takeovers, ending: runningTakeover, endDialog: { open: true, submitting: false } },
  play: async ({ args }) => {
    const dialogElement = await body().findByRole('dialog', { name: 'End takeover now?' });
    await dialogFocusSettled(dialogElement);
    await userEvent.click(within(dialogElement).getByRole('button', { name: 'End now' }));
    await expect(args.onEndConfirm).toHaveBeenCalled();
  },
};

/** Started from a venue page: the reach is that venue, "until closing" reads its closing time. */
export const StartFromVenue: Story = {
  args: {
    takeovers,
    start: takeoverDialogArgs({ initialReach: [venueReach], closing: { kind: 'closes', atMs: Date.parse(closingAt) }, closingLabel: 'Fri 23:00' }),
  },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Start takeover'));
    await expect(dialog.getByText('Venue: Harbour Bar')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Jackpot tonight');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Content' }));
    await userEvent.click(await body().findByRole('option', { name: 'Layout: Jackpot' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'How long' }));
    await userEvent.click(await body().findByRole('option', { name: 'Until closing (Fri 23:00)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Start takeover' }));
    await waitFor(() =>
      expect(args.start?.onSubmit).toHaveBeenCalledWith({
        name: 'Jackpot tonight',
        content: `asset:${layouts[2]!.id}`,
        reach: 'chosen',
        chosen: [venueReach],
        duration: 'closing',
        until: '',
      }),
    );
  },
};

/** Name, content and a reach are required; "until closing" over several venues ends at each one's own closing. */
export const StartValidation: Story = {
  args: { start: takeoverDialogArgs() },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Start takeover'));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Reach' }));
    await userEvent.click(await body().findByRole('option', { name: 'Chosen clients and venues' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'How long' }));
    await expect(await body().findByRole('option', { name: 'Until closing (each venue’s own hours)' })).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(await body().findByRole('option', { name: 'Until a date and time' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Start takeover' }));
    await expect(await dialog.findByText('Takeover name is required')).toBeVisible();
    await expect(dialog.getByText('Choose one layout or playlist')).toBeVisible();
    await expect(dialog.getByText('Choose all venues, or at least one client or venue')).toBeVisible();
    await expect(dialog.getByText('Choose the date and time it ends')).toBeVisible();
    await expect(args.start?.onSubmit).not.toHaveBeenCalled();
  },
};

/** Reach chosen by search: a client is added from the results, and removed again. */
export const StartChoosingReach: Story = {
  args: { start: takeoverDialogArgs() },
  play: async () => {
    const dialog = within(await openedDialog('Start takeover'));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Reach' }));
    await userEvent.click(await body().findByRole('option', { name: 'Chosen clients and venues' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Add a client or venue' }), 'Harb');
    await userEvent.click(await body().findByRole('option', { name: /Harbour Group/ }));
    await expect(dialog.getByText('Client: Harbour Group')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Harbour Group' }));
    await expect(dialog.queryByText('Client: Harbour Group')).toBeNull();
  },
};

/**
 * From /takeovers: nothing is reached until chosen (never all venues by default), and a reach wider
 * than one venue starts on the second press, after saying what it takes over.
 */
export const StartConfirmsWideReach: Story = {
  args: { start: takeoverDialogArgs() },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Start takeover'));
    await expect(dialog.getByRole('combobox', { name: 'Reach' })).toHaveTextContent('Chosen clients and venues');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Jackpot tonight');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Content' }));
    await userEvent.click(await body().findByRole('option', { name: 'Layout: Jackpot' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Add a client or venue' }), 'Harb');
    await userEvent.click(await body().findByRole('option', { name: /Harbour Group/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Start takeover' }));
    await expect(await dialog.findByText('This takes over 42 screens at 19 venues of 6 clients.')).toBeVisible();
    await expect(args.start?.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Start takeover' }));
    await waitFor(() => expect(args.start?.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** The server's field errors land on the form (an end it refused, content it did not find). */
export const StartServerErrors: Story = {
  args: { start: takeoverDialogArgs({ initialReach: [venueReach], fieldErrors: { content: 'Layout not found', duration: 'A takeover lasts at most 7 days' } }) },
  play: async () => {
    const dialog = within(await openedDialog('Start takeover'));
    await expect(await dialog.findByText('Layout not found')).toBeVisible();
    await expect(dialog.getByText('A takeover lasts at most 7 days')).toBeVisible();
  },
};

/** A start refused on some screens (409): each is listed in plain words; the form keeps its reach to narrow. */
export const StartRefused: Story = {
  args: {
    start: takeoverDialogArgs({
      initialReach: [venueReach],
      violations: [
        {
          displayId: 'c0000000-0000-4000-8000-000000000005',
          displayLabel: 'Terrace',
          venueId: venueReach.id,
          venueName: venueReach.name,
          zone: 'external',
          category: 'jackpot',
          jurisdiction: 'AU-VIC',
        },
      ],
    }),
  },
  play: async () => {
    const dialog = within(await openedDialog('Start takeover'));
    await expect(dialog.getByText('Not allowed on these screens')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Screens refused' })).toHaveTextContent(
      'Terrace, Harbour Bar: Jackpot is not allowed in the zone Seen from outside under the Victoria rules.',
    );
    await expect(dialog.getByText(/Take their venues out of the reach/)).toBeVisible();
  },
};
