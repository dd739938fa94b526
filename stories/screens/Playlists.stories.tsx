import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlaylistsView } from '../../app/features/scheduling/playlists/PlaylistsView.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { playlists, playlistsViewArgs } from './fixtures/scheduling.ts';
import { openedDialog } from '../support/dialogFocus.ts';
import { createDialogArgs, openDialog, recordDialogArgs } from '../support/dialogs.ts';

const meta = {
  title: 'Screens/Playlists',
  component: PlaylistsView,
  args: { ...playlistsViewArgs(), canEdit: true },
} satisfies Meta<typeof PlaylistsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const evening = playlists[0]!;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Playlists', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No playlists yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New playlist' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

/** Name, items in order, loop time and last update; preview, edit and delete per playlist. */
export const Filled: Story = {
  args: { playlists, total: playlists.length },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const row = within(page.getAllByRole('row')[1] as HTMLElement);
    await expect(row.getByText('Happy hour, Members offers, Jackpot')).toBeVisible();
    await expect(row.getByText('45 s')).toBeVisible();
    // Its layouts' categories, in the categories' order.
    await expect(row.getByText('General, Jackpot, Liquor promotion')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Preview Evening rotation' }));
    await expect(args.onPreviewOpen).toHaveBeenCalledWith(evening);
    await userEvent.click(row.getByRole('button', { name: 'Delete Evening rotation' }));
    await expect(args.remove.open).toHaveBeenCalledWith(evening);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** More than a page: Show more asks for the next. */
export const MoreToShow: Story = {
  args: { playlists: playlists.slice(0, 2), total: 23 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/Showing 2 of 23/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FilledPhone: Story = {
  args: { playlists, total: playlists.length },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
  },
};

/** An approver, who reads playlists but may not change them (no content.edit, docs/permissions.md): Preview only, no New playlist, Edit or Delete. */
export const ForApprover: Story = {
  args: { playlists, total: playlists.length, canEdit: false },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('row')).toHaveLength(playlists.length + 1);
    await expect(page.queryByRole('button', { name: 'New playlist' })).toBeNull();
    await expect(page.queryAllByRole('button', { name: /^(Edit|Delete) / })).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Preview Evening rotation' }));
    await expect(args.onPreviewOpen).toHaveBeenCalledWith(evening);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A new playlist needs a name and at least one item (the contract's messages). */
export const AddValidation: Story = {
  args: { add: createDialogArgs(openDialog) },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('New playlist'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Playlist name is required')).toBeVisible();
    await expect(dialog.getByText('At least one item is required')).toBeVisible();
    await expect(args.add.submit).not.toHaveBeenCalled();
  },
};

/**
 * Reorder by keyboard: Alt+ArrowDown on an item's handle moves it down, focus stays on it and a
 * live region says where it went; Move up puts it back; a duration is changed; Save sends the order.
 */
export const EditReorderByKeyboard: Story = {
  args: { edit: recordDialogArgs(evening, openDialog), playlists, total: playlists.length },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit playlist'));
    await expect(dialog.getByText('Categories: General, Jackpot, Liquor promotion')).toBeVisible();
    const handle = dialog.getByRole('button', { name: 'Reorder Happy hour, position 1 of 3' });
    handle.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(await dialog.findByText('Happy hour moved to position 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Reorder Happy hour, position 2 of 3' })));
    const names = () => dialog.getAllByRole('listitem').map((item) => item.textContent ?? '');
    await expect(names()[0]).toContain('Members offers');
    await expect(names()[1]).toContain('Happy hour');
    await userEvent.keyboard('{Alt>}{End}{/Alt}');
    await expect(names()[2]).toContain('Happy hour');
    await userEvent.click(dialog.getByRole('button', { name: 'Move Happy hour up' }));
    await expect(names()[1]).toContain('Happy hour');
    const seconds = dialog.getAllByRole('textbox', { name: 'Seconds' })[0] as HTMLInputElement;
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '25');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.edit.submit).toHaveBeenCalledWith({
        name: 'Evening rotation',
        items: [
          { assetId: evening.items[1]!.assetId, durationSeconds: 25 },
          { assetId: evening.items[0]!.assetId, durationSeconds: 20 },
          { assetId: evening.items[2]!.assetId, durationSeconds: 10 },
        ],
      }, expect.anything()),
    );
  },
};

/** A duration out of range shows the contract's message on that item. */
export const EditDurationInvalid: Story = {
  args: { edit: recordDialogArgs(evening, openDialog) },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit playlist'));
    const seconds = dialog.getAllByRole('textbox', { name: 'Seconds' })[1] as HTMLInputElement;
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Duration must be a whole number of seconds from 5 to 86400')).toBeVisible();
    await expect(args.edit.submit).not.toHaveBeenCalled();
  },
};

/** The server refused (409): a schedule or takeover uses it. Its message shows in the dialog. */
export const DeleteInUse: Story = {
  args: {
    playlists,
    total: playlists.length,
    remove: recordDialogArgs(evening, { ...openDialog, fieldErrors: { playlist: 'The playlist is used by a schedule or takeover.' } }),
  },
  play: async () => {
    const dialog = within(await openedDialog('Delete playlist?'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The playlist is used by a schedule or takeover. Remove it from them first, then delete it.');
  },
};

export const DeleteConfirm: Story = {
  args: { playlists, total: playlists.length, remove: recordDialogArgs(evening, openDialog) },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Delete playlist?'));
    await expect(dialog.getByText('“Evening rotation” will be deleted. Its layouts stay.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.remove.submit).toHaveBeenCalled();
  },
};
