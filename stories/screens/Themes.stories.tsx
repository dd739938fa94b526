import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemesView } from '../../app/features/themes/ThemesView.tsx';
import { themes, themesViewArgs } from './fixtures/filesAndThemes.ts';
import { expectTablesToFit } from '../support/phone.ts';
import { openedDialog } from '../support/dialogFocus.ts';
import { createDialogArgs, openDialog, recordDialogArgs } from '../support/dialogs.ts';

const meta = {
  title: 'Screens/Themes',
  component: ThemesView,
  args: { ...themesViewArgs(), canEdit: true },
} satisfies Meta<typeof ThemesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Themes', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No themes found')).toBeVisible();
    await expect(page.getByText('Create a theme to get started')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add theme' })).toBeVisible();
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

/** Name and last updated (relative), with edit and delete per theme. */
export const Filled: Story = {
  args: { themes },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const rows = page.getAllByRole('row');
    await expect(rows).toHaveLength(themes.length + 1);
    const christmas = within(rows[1] as HTMLElement);
    await expect(christmas.getByText('Christmas')).toBeVisible();
    await expect(christmas.getByText('5 hours ago')).toBeVisible();
    await userEvent.click(christmas.getByRole('button', { name: 'Edit Christmas' }));
    await expect(args.edit.open).toHaveBeenCalledWith(themes[0]);
    await userEvent.click(christmas.getByRole('button', { name: 'Delete Christmas' }));
    await expect(args.remove.open).toHaveBeenCalledWith(themes[0]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A 390 px phone: every column and button on screen. */
export const FilledPhone: Story = {
  args: { themes },
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete Summer' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expectTablesToFit(canvasElement);
  },
};

/** An approver, who reads themes but may not change them (no content.edit, docs/permissions.md): no Add theme, no Actions column. */
export const ForApprover: Story = {
  args: { themes, canEdit: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('row')).toHaveLength(themes.length + 1);
    await expect(page.getByText('Christmas')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Add theme' })).toBeNull();
    await expect(page.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(page.queryAllByRole('button')).toHaveLength(0);
  },
};

/** docs/product.md#validation-messages, Theme: Theme name is required. */
export const AddValidation: Story = {
  args: { add: createDialogArgs(openDialog) },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add theme'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Theme name is required')).toBeVisible();
    await expect(args.add.submit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Name'), '  Easter ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.add.submit).toHaveBeenCalledWith({ name: 'Easter' }, expect.anything()));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Edit: Story = {
  args: { themes, edit: recordDialogArgs(themes[1] ?? null, openDialog) },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit theme'));
    await expect(dialog.getByLabelText('Name')).toHaveValue('Classic gold');
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Gold');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.edit.submit).toHaveBeenCalledWith({ name: 'Gold' }, expect.anything()));
  },
};

/** The server's field errors land on the form. */
export const EditServerError: Story = {
  args: { themes, edit: recordDialogArgs(themes[1] ?? null, { ...openDialog, fieldErrors: { name: 'Theme name is required' } }) },
  play: async () => {
    const dialog = within(await openedDialog('Edit theme'));
    await expect(await dialog.findByText('Theme name is required')).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  args: { themes, remove: recordDialogArgs(themes[2] ?? null, openDialog) },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Delete theme?'));
    await expect(dialog.getByText(/Neon nights/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.remove.submit).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
