import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DisplayMode } from '../../contract/reveal.ts';
import type { RevealMediaCardData } from '../../app/features/reveal/RevealMediaCard.tsx';
import { RevealSectionView, type RevealSectionViewProps } from '../../app/features/reveal/RevealSectionView.tsx';
import { pngFile, settingsCard, venueMedia, venueRevealCards, VENUE_SITE_URL } from './fixtures/reveal.ts';
import { openedDialog } from '../support/dialogFocus.ts';
import { createDialogArgs, openDialog } from '../support/dialogs.ts';
import { heldSaves } from '../support/heldSaves.ts';

const cards = venueRevealCards;
const SITE_URL = VENUE_SITE_URL;

/** The saves of the stories below that stand in for the server; their play functions end them. */
const saves = heldSaves();

const meta = {
  title: 'Screens/Venue reveal',
  component: RevealSectionView,
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  args: {
    level: 'venue',
    canEdit: true,
    settings: settingsCard('venue', { clientDisplayMode: null }),
    cards: cards(() => ({})),
    siteUrl: SITE_URL,
  },
} satisfies Meta<typeof RevealSectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loading: Story = {
  args: { settings: settingsCard('venue', { status: 'loading' }), cards: cards(() => ({ status: 'loading' })), siteUrl: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Loading posters')).toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Open the public venue site' })).toBeNull();
  },
};

/** Nothing of the venue's or its client's; the link to the public site is there. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const text of ['No files uploaded', 'No posters uploaded', 'No backgrounds uploaded']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.queryByText('Videos')).toBeNull();
    await expect(page.getByRole('link', { name: 'Open the public venue site' })).toHaveAttribute('href', SITE_URL);
    await expect(page.getByRole('combobox', { name: 'Display mode' })).toHaveTextContent('Inherit (client: not set)');
  },
};

export const LoadError: Story = {
  args: { settings: settingsCard('venue', { status: 'error' }), cards: cards(() => ({ status: 'error' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Error', { exact: true })).toHaveLength(4);
  },
};

/** docs/product.md#screens: the client's items are inherited, without a delete button; the venue's own have one. */
export const Filled: Story = {
  args: {
    settings: settingsCard('venue', { displayMode: null, clientDisplayMode: 'Dark' }),
    cards: cards((kind) => ({ items: venueMedia[kind] })),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByText('Inherited from client')).toHaveLength(4);
    for (const inherited of ['About us', 'Gambling help', 'Bingo night', 'Night sky']) {
      await expect(page.queryByRole('button', { name: `Delete ${inherited}` })).toBeNull();
    }
    for (const own of ['Venue licence', 'Jackpot info', 'Pie and a pint', 'Harbour at dusk']) {
      await expect(page.getByRole('button', { name: `Delete ${own}` })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Display mode' })).toHaveTextContent('Inherit (client: Dark)');
  },
};

/** At venue level every file type is offered, JackpotInfo and VenueLicence included. */
export const AddFileValidation: Story = {
  args: { cards: cards((kind) => (kind === 'file' ? { add: { ...createDialogArgs(openDialog), progress: null } } : {})) },
  play: async () => {
    const dialog = within(await openedDialog('Add reveal file'));
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(await dialog.findByText('File type is required')).toBeVisible();
    await expect(dialog.getByText('Reveal file is required')).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: 'File type' }));
    const listbox = await body().findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Jackpot info' })).toBeInTheDocument();
    await expect(within(listbox).getByRole('option', { name: 'Venue licence' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // The screenshot waits for the list to be gone and the dialog at rest.
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

/** docs/product.md#validation-messages, Reveal background messages. */
export const AddBackgroundValidation: Story = {
  args: {
    cards: cards((kind) => (kind === 'background' ? { add: { ...createDialogArgs(openDialog), progress: null } } : {})),
  },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add reveal background'));
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Reveal background is required')).toBeVisible();
    await expect(args.cards.find((card) => card.kind === 'background')?.add.submit).not.toHaveBeenCalled();
  },
};

/** Save sends Inherit as null (absent, docs/product.md#states, Display mode). */
export const SaveSettings: Story = {
  args: { settings: settingsCard('venue', { displayMode: 'Light', clientDisplayMode: 'Dark' }) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Display mode' }));
    await userEvent.click(await body().findByRole('option', { name: 'Inherit (client: Dark)' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(args.settings.onSave).toHaveBeenCalledWith(null);
  },
};

/** The section as the venue page drives it: a save sends, then the saved value comes back from the server. */
function SavingSettingsSection(props: RevealSectionViewProps) {
  const [settings, setSettings] = useState(props.settings);
  const onSave = (displayMode: DisplayMode | null) => {
    props.settings.onSave(displayMode);
    setSettings((current) => ({ ...current, saving: true }));
    saves.hold(() => setSettings((current) => ({ ...current, saving: false, displayMode })));
  };
  return <RevealSectionView {...props} settings={{ ...settings, onSave }} />;
}

/**
 * Saved by keyboard alone: the form shows the saved value and the focus stays on Save (the form
 * was once remounted by each save, and the focus fell to the top of the page).
 */
export const SaveSettingsByKeyboard: Story = {
  args: { settings: settingsCard('venue', { displayMode: null, clientDisplayMode: 'Dark' }) },
  render: (args) => <SavingSettingsSection {...args} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const select = page.getByRole('combobox', { name: 'Display mode' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('option', { name: 'Light' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(select).toHaveTextContent('Light');
    await userEvent.tab();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.settings.onSave).toHaveBeenCalledWith('Light');
    // Sending, then saved: the server's value is in, and the focus never left.
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    saves.endAll();
    await waitFor(() => expect(page.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
    await expect(page.getByRole('combobox', { name: 'Display mode' })).toHaveTextContent('Light');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveFocus();
  },
};

function UploadingSection(props: RevealSectionViewProps) {
  const [sending, setSending] = useState(false);
  const withProgress = props.cards.map((card) =>
    card.kind === 'background'
      ? {
          ...card,
          add: {
            ...card.add,
            view: { ...openDialog, submitting: sending },
            progress: sending ? 70 : null,
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

/** A venue background on its way, with the upload's progress. */
export const Uploading: Story = {
  args: { cards: cards((kind) => ({ items: venueMedia[kind] })) },
  render: (args) => <UploadingSection {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add reveal background'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Harbour lights');
    const file = pngFile('harbour-lights.png');
    await userEvent.upload(dialog.getByLabelText('Background'), file);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(args.cards.find((card) => card.kind === 'background')?.add.submit).toHaveBeenCalledWith({
        kind: 'background',
        backgroundName: 'Harbour lights',
        revealBackground: file,
      }),
    );
    await expect(await dialog.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '70');
  },
};
