import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RevealMediaCardData } from '../../app/features/reveal/RevealMediaCard.tsx';
import { RevealSectionView, type RevealSectionViewProps } from '../../app/features/reveal/RevealSectionView.tsx';
import { clientMedia, clientRevealCards, pngFile, settingsCard } from './fixtures/reveal.ts';
import { dialogFocusSettled, openedDialog } from '../support/dialogFocus.ts';
import { createDialogArgs, openDialog, recordDialogArgs } from '../support/dialogs.ts';

const cards = clientRevealCards;

const meta = {
  title: 'Screens/Client reveal',
  component: RevealSectionView,
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  args: {
    level: 'client',
    canEdit: true,
    settings: settingsCard('client'),
    cards: cards(() => ({})),
  },
} satisfies Meta<typeof RevealSectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loading: Story = {
  args: { settings: settingsCard('client', { status: 'loading' }), cards: cards(() => ({ status: 'loading' })) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Reveal' })).toBeVisible();
    await expect(page.getByLabelText('Loading files')).toBeInTheDocument();
    await expect(page.getByLabelText('Loading videos')).toBeInTheDocument();
  },
};

/** Nothing uploaded yet, display mode not set. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const text of ['No files uploaded', 'No videos uploaded', 'No posters uploaded', 'No backgrounds uploaded']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Display mode' })).toHaveTextContent('Not set');
  },
};

export const LoadError: Story = {
  args: { settings: settingsCard('client', { status: 'error' }), cards: cards(() => ({ status: 'error' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Error', { exact: true })).toHaveLength(5);
  },
};

export const Filled: Story = {
  args: { settings: settingsCard('client', { displayMode: 'Dark' }), cards: cards((kind) => ({ items: clientMedia[kind] })) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Summer promotion')).toBeVisible();
    await expect(page.getByText('Global')).toBeVisible();
    await expect(page.getByRole('link', { name: 'about-us.pdf' })).toBeVisible();
    await expect(page.getAllByText('3 days ago').length).toBeGreaterThan(0);
    // Every client-level item can be deleted; nothing is inherited here.
    await expect(page.getAllByRole('button', { name: /^Delete / })).toHaveLength(8);
    await expect(page.queryByText('Inherited from client')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Delete Bingo night' }));
    const posters = args.cards.find((card) => card.kind === 'poster');
    await expect(posters?.remove.open).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    await expect(page.getByRole('combobox', { name: 'Display mode' })).toHaveTextContent('Dark');
    // The screenshot shows the section at rest, not the focus ring of the button just clicked.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Save sends the chosen display mode; Not set is sent as null (absent). */
export const SaveSettings: Story = {
  args: { settings: settingsCard('client', { displayMode: 'Light' }) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Display mode' }));
    await userEvent.click(await body().findByRole('option', { name: 'Not set' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(args.settings.onSave).toHaveBeenCalledWith(null);
  },
};

/** docs/product.md#validation-messages, Reveal video messages; the region defaults to Global. */
export const AddVideoValidation: Story = {
  args: { cards: cards((kind) => (kind === 'video' ? { add: { ...createDialogArgs(openDialog), progress: null } } : {})) },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add reveal video'));
    await expect(dialog.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Global');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Video type is required')).toBeVisible();
    await expect(dialog.getByText('Reveal video is required')).toBeVisible();
    await expect(args.cards.find((card) => card.kind === 'video')?.add.submit).not.toHaveBeenCalled();
  },
};

/** docs/product.md#entities: no JackpotInfo or VenueLicence at client level; docs/product.md#validation-messages, Reveal file messages. */
export const AddFileValidation: Story = {
  args: { cards: cards((kind) => (kind === 'file' ? { add: { ...createDialogArgs(openDialog), progress: null } } : {})) },
  play: async () => {
    const dialog = within(await openedDialog('Add reveal file'));
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(await dialog.findByText('File type is required')).toBeVisible();
    await expect(dialog.getByText('Reveal file is required')).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: 'File type' }));
    const listbox = await body().findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'About us' })).toBeInTheDocument();
    await expect(within(listbox).queryByRole('option', { name: 'Jackpot info' })).toBeNull();
    await expect(within(listbox).queryByRole('option', { name: 'Venue licence' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // The screenshot waits for the list to be gone and the dialog at rest.
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

/** The server's field errors land on the dialog's fields (PosterName → posterName). */
export const AddServerErrors: Story = {
  args: {
    cards: cards((kind) =>
      kind === 'poster'
        ? { add: { ...createDialogArgs({ ...openDialog, fieldErrors: { posterName: 'Name must not be longer than 100 characters.' } }), progress: null } }
        : {},
    ),
  },
  play: async () => {
    const dialog = within(await openedDialog('Add reveal poster'));
    await expect(await dialog.findByText('Name must not be longer than 100 characters.')).toBeVisible();
  },
};

/** A poster on its way: the form's values go out, the picker shows the upload's progress. */
function UploadingSection(props: RevealSectionViewProps) {
  const [sending, setSending] = useState(false);
  const withProgress = props.cards.map((card) =>
    card.kind === 'poster'
      ? {
          ...card,
          add: {
            ...card.add,
            view: { ...openDialog, submitting: sending },
            progress: sending ? 45 : null,
            submit: (values: Parameters<RevealMediaCardData['add']['submit']>[0]) => {
              card.add.submit(values);
              setSending(true);
            },
          },
        }
      : card,
  );
  return <RevealSectionView {...props} cards={withProgress} />;
}

export const Uploading: Story = {
  args: { cards: cards((kind) => ({ items: clientMedia[kind] })) },
  render: (args) => <UploadingSection {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add reveal poster'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Happy hour');
    const file = pngFile('happy-hour.png');
    await userEvent.upload(dialog.getByLabelText('Poster'), file);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    const posters = args.cards.find((card) => card.kind === 'poster');
    await waitFor(() =>
      expect(posters?.add.submit).toHaveBeenCalledWith({ kind: 'poster', posterName: 'Happy hour', revealPoster: file }),
    );
    await expect(await dialog.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Delete asks first, naming the item. */
export const DeleteConfirm: Story = {
  args: {
    cards: cards((kind) => ({
      items: clientMedia[kind],
      ...(kind === 'video'
        ? { remove: recordDialogArgs(clientMedia.video[0] ?? null, openDialog) }
        : {}),
    })),
  },
  play: async ({ args }) => {
    const dialogElement = await body().findByRole('dialog', { name: 'Delete reveal video?' });
    const dialog = within(dialogElement);
    await expect(dialog.getByText(/Summer promotion/)).toBeVisible();
    // Its first focus lands before the click, not after the blur below (a CI flake).
    await dialogFocusSettled(dialogElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.cards.find((card) => card.kind === 'video')?.remove.submit).toHaveBeenCalled();
    // The screenshot shows no focus ring at all.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
