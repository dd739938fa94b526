import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastViewport, type ToastData } from '../../ui-kit/index.ts';

const meta = {
  title: 'UI Kit/Toast',
  component: ToastViewport,
  parameters: { layout: 'fullscreen' },
  args: {
    toasts: [{ id: '1', title: 'Details saved', variant: 'default' }],
    onDismiss: fn(),
    onPause: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

const one = (toast: Omit<ToastData, 'id'>): ToastData[] => [{ id: '1', ...toast }];

export const Playground: Story = {
  args: { toasts: one({ title: 'Saving details...', description: 'This takes a second.', variant: 'default' }) },
};

export const Default: Story = {
  args: { toasts: one({ title: 'Copied to clipboard', variant: 'default' }) },
};

export const Success: Story = {
  args: { toasts: one({ title: 'Venue created', description: 'Royal Oak Hotel is ready for screens.', variant: 'success' }) },
};

export const Warning: Story = {
  args: { toasts: one({ title: 'Expired invitation', description: 'Send a new invitation to this email.', variant: 'warning' }) },
};

export const Destructive: Story = {
  args: {
    toasts: one({ title: 'Forgot password failed!', description: 'Failed to send forgot password, please try again.', variant: 'destructive' }),
  },
};

/** The view can stack several (the queue shows one at a time, docs/product.md#constants). */
export const AllVariants: Story = {
  args: {
    toasts: [
      { id: '1', title: 'Saving details...', variant: 'default' },
      { id: '2', title: 'Details saved', description: 'Your name and email were updated.', variant: 'success' },
      { id: '3', title: 'Expired invitation', description: 'Send a new invitation to this email.', variant: 'warning' },
      { id: '4', title: 'Error deleting venue', description: 'The server did not answer.', variant: 'destructive' },
    ],
  },
};

/** A dismissed toast the queue still holds (open: false) is not shown. */
export const ClosedToastHidden: Story = {
  args: { toasts: one({ title: 'Details saved', variant: 'success', open: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Details saved')).not.toBeInTheDocument();
  },
};

export const CloseButtonDismisses: Story = {
  args: { toasts: one({ title: 'Client created', variant: 'success' }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('1');
  },
};

/** Drags with the pointer: 80 px right dismisses; the toast fades while the queue removes it. */
export const SwipeRightDismisses: Story = {
  args: { toasts: one({ title: 'Clients uploaded', variant: 'success' }) },
  play: async ({ canvasElement, args }) => {
    const toast = within(canvasElement).getByText('Clients uploaded').closest('li');
    if (!toast) throw new Error('toast not rendered');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: 900, clientY: 760 } },
      { target: toast, coords: { clientX: 940, clientY: 760 } },
      { target: toast, coords: { clientX: 980, clientY: 760 } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: 980, clientY: 760 } },
    ]);
    await expect(args.onDismiss).toHaveBeenCalledWith('1');
  },
};

/** A short drag (30 px, under the 50 px threshold) springs back and dismisses nothing. */
export const ShortSwipeSpringsBack: Story = {
  args: { toasts: one({ title: 'Clients uploaded', variant: 'success' }) },
  play: async ({ canvasElement, args }) => {
    const toast = within(canvasElement).getByText('Clients uploaded').closest('li');
    if (!toast) throw new Error('toast not rendered');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: 900, clientY: 760 } },
      { target: toast, coords: { clientX: 930, clientY: 760 } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: 930, clientY: 760 } },
    ]);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(toast).toHaveAttribute('data-swipe', 'cancel'));
  },
};

/** F8 moves focus to the region labelled "Notifications (F8)"; hovering it pauses the queue. */
export const F8FocusesViewport: Story = {
  args: { toasts: one({ title: 'Copied to clipboard', variant: 'default' }) },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications (F8)' });
    // The hotkey listener is attached in an effect, which may run just after the first paint.
    await waitFor(async () => {
      await userEvent.keyboard('{F8}');
      await expect(region).toHaveFocus();
    });
    await expect(args.onPause).toHaveBeenCalled();
  },
};
