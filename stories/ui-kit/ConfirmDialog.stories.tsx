import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, type ConfirmDialogProps } from '../../ui-kit/index.ts';

const page = () => within(document.body);

function ConfirmDemo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete user
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete user?',
    description: 'Ada Lovelace will lose access to the portal. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    variant: 'destructive',
    loading: false,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Destructive: Cancel has focus first, so Enter does not delete. */
export const Destructive: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Delete user?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Default: Story = {
  args: {
    variant: 'default',
    title: 'Refresh the secret?',
    description: 'The current secret stops working at once.',
    confirmLabel: 'Refresh',
  },
};

/** Confirming: the button spins, Cancel is disabled and Escape does nothing. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Delete user?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Cancel closes without confirming. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
