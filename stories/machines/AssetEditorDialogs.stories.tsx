import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreateAssetDialog } from '../../app/features/assetEditor/CreateAssetDialog.tsx';
import { LEAVE_GUARD_TEXT, LeaveGuardDialog } from '../../app/features/assetEditor/LeaveGuardDialog.tsx';
import { openedDialog } from '../support/dialogFocus.ts';

/** The safe workflow dialogs: the leave guard, and the create dialog's Cancel and Escape. */
function Dialogs({ which, onCancel, onLeave, onStay }: { which: 'leave' | 'create'; onCancel: () => void; onLeave: () => void; onStay: () => void }) {
  const [name, setName] = useState('');
  if (which === 'leave') return <LeaveGuardDialog open onStay={onStay} onLeave={onLeave} />;
  return (
    <CreateAssetDialog
      open
      name={name}
      themeId={null}
      themes={[]}
      onNameChange={setName}
      onThemeChange={() => {}}
      onContinue={() => {}}
      onCancel={onCancel}
    />
  );
}

const meta = {
  title: 'Machines/Asset editor dialogs',
  component: Dialogs,
  args: { which: 'leave', onCancel: fn(), onLeave: fn(), onStay: fn() },
} satisfies Meta<typeof Dialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unsaved edits and another route asked for: Stay is focused first, Leave is destructive. */
export const LeaveGuard: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: LEAVE_GUARD_TEXT.title }));
    // The dialog moves focus in the frame after it mounts (Floating UI's focus manager).
    await waitFor(() => expect(dialog.getByRole('button', { name: LEAVE_GUARD_TEXT.stay })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: LEAVE_GUARD_TEXT.leave }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** The leave guard answered with Escape: the user stays. */
export const LeaveGuardEscape: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: LEAVE_GUARD_TEXT.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalled();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** /assets/create's naming dialog: Cancel beside Continue, and Escape cancels too. */
export const CreateCancel: Story = {
  args: { which: 'create' },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Create asset' }));
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A click outside the naming dialog keeps it open with what was typed; only Escape or Cancel back out. */
export const CreateOutsideClick: Story = {
  args: { which: 'create' },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Create asset'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Asset name' }), 'Lobby');
    await userEvent.pointer({ keys: '[MouseLeft]', coords: { clientX: 5, clientY: 5 }, target: document.body });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(await within(document.body).findByRole('dialog', { name: 'Create asset' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Asset name' })).toHaveValue('Lobby');
  },
};
