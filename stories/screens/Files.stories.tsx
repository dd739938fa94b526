import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AssetFileFormValues } from '../../app/features/files/assetFileForm.ts';
import { FilesView, type FilesViewProps } from '../../app/features/files/FilesView.tsx';
import { assetFiles, filesViewArgs } from './fixtures/filesAndThemes.ts';
import { pngFile } from './fixtures/reveal.ts';
import { dialogFocusSettled, openedDialog } from '../support/dialogFocus.ts';
import { createDialogArgs, openDialog, recordDialogArgs } from '../support/dialogs.ts';

const meta = {
  title: 'Screens/Files',
  component: FilesView,
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  args: { ...filesViewArgs(), canEdit: true },
} satisfies Meta<typeof FilesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage uploaded files for assets')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading files' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No files uploaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add file' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.queryByRole('list', { name: 'Files' })).toBeNull();
  },
};

/** Four columns on a wide screen: thumbnail (or a video's placeholder), name, age, type, content type, original name. */
export const Filled: Story = {
  args: { files: assetFiles },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const cards = page.getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Jackpot banner' })).toBeVisible();
    await expect(first.getByText('Image')).toBeVisible();
    await expect(first.getByText('image/png')).toBeVisible();
    await expect(first.getByText('2 hours ago')).toBeVisible();
    await expect(first.getByText('jackpot-banner-final (2).png')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Open Jackpot banner in a new tab' })).toHaveAttribute('target', '_blank');
    const second = within(cards[1] as HTMLElement);
    await expect(second.getByText('Video')).toBeVisible();
    await expect((cards[1] as HTMLElement).querySelector('video[preload="metadata"]')).not.toBeNull();
    // Four columns: the first four cards share a row.
    const tops = cards.slice(0, 5).map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops.slice(0, 4)).size).toBe(1);
    await expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
    await userEvent.click(first.getByRole('button', { name: 'Edit Jackpot banner' }));
    await expect(args.edit.open).toHaveBeenCalledWith(assetFiles[0]);
    await userEvent.click(first.getByRole('button', { name: 'Delete Jackpot banner' }));
    await expect(args.remove.open).toHaveBeenCalledWith(assetFiles[0]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A 390 px phone: one column, nothing wider than the screen. */
export const FilledPhone: Story = {
  args: { files: assetFiles.slice(0, 2) },
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards[1]?.getBoundingClientRect().top).toBeGreaterThan(cards[0]?.getBoundingClientRect().bottom ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** An approver, who reads files but may not change them (no content.edit, docs/permissions.md): Open only, no Add file, Edit or Delete. */
export const ForApprover: Story = {
  args: { files: assetFiles, canEdit: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('listitem')).toHaveLength(5);
    await expect(page.getByText('Uploaded files for assets')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Jackpot banner in a new tab' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Add file' })).toBeNull();
    await expect(page.queryAllByRole('button', { name: /^(Edit|Delete) / })).toHaveLength(0);
  },
};

/** docs/product.md#validation-messages, Asset file: Name is required, File is required. */
export const AddValidation: Story = {
  args: { add: { ...createDialogArgs(openDialog), progress: null } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add file'));
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('File is required')).toBeVisible();
    await expect(args.add.submit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Server field errors land on the form (Name → name). */
export const AddServerErrors: Story = {
  args: { add: { ...createDialogArgs({ ...openDialog, fieldErrors: { file: 'This type of file is not allowed.' } }), progress: null } },
  play: async () => {
    const dialog = within(await openedDialog('Add file'));
    await expect(await dialog.findByText('This type of file is not allowed.')).toBeVisible();
  },
};

/** Choosing a video makes it a Video and suggests its name; the upload's progress shows in the picker. */
function UploadingFiles(props: FilesViewProps) {
  const [sending, setSending] = useState(false);
  return (
    <FilesView
      {...props}
      add={{
        ...props.add,
        view: { ...openDialog, submitting: sending },
        progress: sending ? 45 : null,
        submit: (values: AssetFileFormValues) => {
          props.add.submit(values);
          setSending(true);
        },
      }}
    />
  );
}

export const AddUploading: Story = {
  args: { files: assetFiles },
  render: (args) => <UploadingFiles {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add file'));
    await expect(dialog.getByText('Image', { exact: true })).toBeVisible();
    const clip = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'race night.mp4', { type: 'video/mp4' });
    await userEvent.upload(dialog.getByLabelText('File'), clip);
    await expect(dialog.getByLabelText('Name')).toHaveValue('race night');
    await expect(dialog.getByText('Video', { exact: true })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.add.submit).toHaveBeenCalledWith({ name: 'race night', fileType: 'Video', file: clip }));
    await expect(await dialog.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Edit: the name as it is, the replacement optional; a picture keeps the type Image. */
export const Edit: Story = {
  args: { files: assetFiles, edit: { ...recordDialogArgs(assetFiles[0] ?? null, openDialog), progress: null } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit file'));
    await expect(dialog.getByLabelText('Name')).toHaveValue('Jackpot banner');
    await expect(dialog.getByText('Leave empty to keep jackpot-banner-final (2).png.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Jackpot banner 2027');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.edit.submit).toHaveBeenCalledWith({ name: 'Jackpot banner 2027', fileType: 'Image', file: null }, expect.anything()));
  },
};

/** Edit with a replacement: a picture replacing a video makes it an Image. */
export const EditReplace: Story = {
  args: { files: assetFiles, edit: { ...recordDialogArgs(assetFiles[1] ?? null, openDialog), progress: null } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit file'));
    await expect(dialog.getByText('Video', { exact: true })).toBeVisible();
    const picture = pngFile('welcome.png');
    await userEvent.upload(dialog.getByLabelText('Replacement file (optional)'), picture);
    await expect(dialog.getByText('Image', { exact: true })).toBeVisible();
    // The name is kept: only an empty name is suggested from the file.
    await expect(dialog.getByLabelText('Name')).toHaveValue('Welcome loop');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.edit.submit).toHaveBeenCalledWith({ name: 'Welcome loop', fileType: 'Image', file: picture }, expect.anything()));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DeleteConfirm: Story = {
  args: { files: assetFiles, remove: { ...recordDialogArgs(assetFiles[2] ?? null, openDialog), blockedBy: null } },
  play: async ({ args }) => {
    const dialogElement = await body().findByRole('dialog', { name: 'Delete file?' });
    const dialog = within(dialogElement);
    await expect(dialog.getByText('“Bar menu background” will be deleted. This cannot be undone.')).toBeVisible();
    await dialogFocusSettled(dialogElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.remove.submit).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused (409): the dialog names the assets that still use the file and offers no Delete. */
export const DeleteBlocked: Story = {
  args: {
    files: assetFiles,
    remove: {
      ...recordDialogArgs(assetFiles[2] ?? null, openDialog),
      blockedBy: [
        { id: 'a0000000-0000-4000-8000-000000000001', name: 'Bar menu', type: 'GROUP' },
        { id: 'a0000000-0000-4000-8000-000000000002', name: 'Main bar screen', type: 'DISPLAY' },
      ],
    },
  },
  play: async () => {
    const dialog = within(await openedDialog('Delete file?'));
    await expect(dialog.getByText('“Bar menu background” cannot be deleted while assets use it.')).toBeVisible();
    await expect(dialog.getByText('This file is used by assets')).toBeVisible();
    await expect(dialog.getByText('Bar menu')).toBeVisible();
    await expect(dialog.getByText('Main bar screen')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
