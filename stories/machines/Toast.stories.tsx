import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastMachine, type ToastEvent } from '../../machines/toast.machine.ts';
import { selectToasts } from '../../machines/toast.selectors.ts';
import { ToastViewport } from '../../ui-kit/index.ts';

interface ToastQueueProps {
  /** Events sent to the queue when the story mounts, to reach the state under test. */
  events: ToastEvent[];
}

/** The toast machine driving the kit's viewport, as the app wires them. */
function ToastQueue({ events }: ToastQueueProps) {
  const queue = useActorRef(toastMachine);
  const toasts = useSelector(queue, selectToasts);
  useEffect(() => events.forEach((event) => queue.send(event)), [queue, events]);
  return (
    <div style={{ minHeight: 240 }} data-testid="queue" data-state={JSON.stringify(useSelector(queue, (s) => s.value))}>
      <ToastViewport
        toasts={toasts}
        onDismiss={(id) => queue.send({ type: 'toast.dismiss', id })}
        onPause={() => queue.send({ type: 'toast.pause' })}
        onResume={() => queue.send({ type: 'toast.resume' })}
      />
    </div>
  );
}

const meta = {
  title: 'Machines/Toast queue',
  component: ToastQueue,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** idle: nothing to show. */
export const Idle: Story = {
  args: { events: [] },
  play: async () => {
    await expect(within(document.body).getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent('');
  },
};

/** showing, default variant. */
export const ShowingDefault: Story = {
  args: { events: [{ type: 'toast.add', toast: { title: 'Copied to clipboard' } }] },
};

/** showing, success variant with a description. */
export const ShowingSuccess: Story = {
  args: {
    events: [
      {
        type: 'toast.add',
        toast: {
          title: 'Password reset email sent!',
          description: 'An email has been sent with instructions to reset your password.',
          variant: 'success',
        },
      },
    ],
  },
};

/** showing, warning variant. */
export const ShowingWarning: Story = {
  args: { events: [{ type: 'toast.add', toast: { title: 'Saving details...', variant: 'warning' } }] },
};

/** showing, destructive variant. */
export const ShowingDestructive: Story = {
  args: {
    events: [
      {
        type: 'toast.add',
        toast: {
          title: 'Forgot password failed!',
          description: 'Failed to send forgot password, please try again.',
          variant: 'destructive',
        },
      },
    ],
  },
};

/** At most one toast: the newest replaces the one shown. */
export const NewestReplacesShown: Story = {
  args: {
    events: [
      { type: 'toast.add', toast: { title: 'Client created', variant: 'success' } },
      { type: 'toast.add', toast: { title: 'Venue created', variant: 'success' } },
    ],
  },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByText('Venue created')).toBeVisible();
    await expect(body.queryByText('Client created')).toBeNull();
  },
};

/** showing → idle: the close button dismisses the toast. */
export const Dismissed: Story = {
  args: { events: [{ type: 'toast.add', toast: { title: 'Details saved', variant: 'success' } }] },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await expect(await body.findByText('Details saved')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Details saved')).toBeNull());
    await expect(within(canvasElement).getByTestId('queue')).toHaveAttribute('data-state', '"idle"');
  },
};
