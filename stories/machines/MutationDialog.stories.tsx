import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { MutationDialogView } from '../../app/shared/mutations/MutationDialogView.tsx';
import { ToastProvider, useToast } from '../../app/toasts/ToastProvider.tsx';
import { dialogFocusSettled } from '../support/dialogFocus.ts';
import { HELD_TOAST_MS } from '../support/heldToasts.ts';
import { VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';
import type { CreateExternalApiResponse } from '../../contract/externalApi.ts';
import { mutationDialogMachine, type MutationDialogInput } from '../../machines/mutationDialog.machine.ts';
import { selectMutationDialog } from '../../machines/mutationDialog.selectors.ts';
import { Button, TextField } from '../../ui-kit/index.ts';

const never = <T,>() => new Promise<T>(() => {});
const apiError = (problem: object) => Object.assign(new Error('request failed'), { problem });

/** docs/product.md#messages, Users: the personal-details dialog closes on success. */
const detailsTexts: MutationDialogInput = {
  progressText: 'Saving details...',
  successTitle: 'Details saved',
  errorTitle: 'Error saving details',
};

/** docs/product.md#states: an external API key's secret is shown once, so that dialog stays open on success. */
const apiKeyTexts: MutationDialogInput = {
  progressText: 'Creating external API key...',
  successTitle: 'External API key created',
  errorTitle: 'Error creating external API key',
  closeOnSuccess: false,
};

const createdKey: CreateExternalApiResponse = {
  id: '2c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f',
  accessKey: 'ext_live_4Q7M2X9K',
  accessSecret: 'sk_9f2b7c1e4d8a6035b1e7c9d2f4a68b30',
};

interface DialogProps {
  /** Which dialog: the details form (closes on success) or the API key form (shows the secret). */
  dialog: 'details' | 'apiKey';
  /** Stands in for the mutation call. */
  mutate: () => Promise<unknown>;
}

const FORM_ID = 'story-mutation-form';

/** The mutation dialog machine with the server stubbed, wired to the generic dialog view. */
function MutationDialog({ dialog, mutate }: DialogProps) {
  const showToast = useToast();
  const actor = useActorRef(
    mutationDialogMachine.provide({
      actors: { mutate: fromPromise(mutate) },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
    { input: dialog === 'details' ? detailsTexts : apiKeyTexts },
  );
  const view = useSelector(actor, selectMutationDialog);
  const [name, setName] = useState('Jordan Lee');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'dialog.submit', values: { name } });
  };
  const key = view.result as CreateExternalApiResponse | null;
  return (
    <>
      <Button variant="primary" onClick={() => actor.send({ type: 'dialog.open' })}>
        {dialog === 'details' ? 'Edit details' : 'Create external API key'}
      </Button>
      <MutationDialogView
        open={view.open}
        submitting={view.submitting}
        title={dialog === 'details' ? 'Personal details' : 'Create external API key'}
        description={dialog === 'details' ? 'Change your name.' : 'Name the system that will call the API.'}
        formId={FORM_ID}
        submitLabel={dialog === 'details' ? 'Save' : 'Create'}
        onClose={() => actor.send({ type: 'dialog.close' })}
        result={
          key ? (
            <>
              <TextField label="Access key" value={key.accessKey} readOnly />
              <TextField
                label="Access secret"
                value={key.accessSecret}
                readOnly
                hint="Copy the secret now: it is shown only once."
              />
            </>
          ) : null
        }
      >
        <form id={FORM_ID} noValidate onSubmit={submit}>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={view.fieldErrors.name}
            disabled={view.submitting}
          />
        </form>
      </MutationDialogView>
    </>
  );
}

const meta = {
  title: 'Machines/Mutation dialog',
  component: MutationDialog,
  decorators: [
    (Story) => (
      <ToastProvider toastDurationMs={HELD_TOAST_MS}>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { dialog: 'details', mutate: async (): Promise<unknown> => undefined },
} satisfies Meta<typeof MutationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
  const dialog = await body().findByRole('dialog');
  // Its first focus lands before the play clicks in it, not after (it moved focus off Save once in CI).
  await dialogFocusSettled(dialog);
  return within(dialog);
}

async function submitDialog(canvasElement: HTMLElement) {
  const dialog = await openDialog(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: /Save|Create/ }));
  return dialog;
}

/** closed: nothing but the button that opens it. */
export const Closed: Story = {
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** open.editing: the form. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('Name')).toHaveValue('Jordan Lee');
  },
};

/** open.submitting: the progress toast and the busy button. */
export const Submitting: Story = {
  args: { mutate: never },
  play: async ({ canvasElement }) => {
    const dialog = await submitDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    await expect(await body().findByText('Saving details...')).toBeVisible();
  },
};

/** open.editing after a failure: the server's field errors on the form and the destructive toast. */
export const Failed: Story = {
  args: {
    mutate: async () => {
      throw apiError({
        title: VALIDATION_ERROR_TITLE,
        status: 400,
        errors: { Name: ['Name must not be longer than 30 characters.'] },
      });
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await submitDialog(canvasElement);
    await expect(await dialog.findByText('Name must not be longer than 30 characters.')).toBeVisible();
    await expect(await body().findByText('Error saving details')).toBeVisible();
  },
};

/** closed after success: the success toast, the dialog gone. */
export const Succeeded: Story = {
  play: async ({ canvasElement }) => {
    await submitDialog(canvasElement);
    await expect(await body().findByText('Details saved')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** open.done: the API key's secret on show once, until Done closes the dialog. */
export const Done: Story = {
  args: { dialog: 'apiKey', mutate: async () => createdKey },
  play: async ({ canvasElement }) => {
    const dialog = await submitDialog(canvasElement);
    await expect(await dialog.findByLabelText('Access secret')).toHaveValue(createdKey.accessSecret);
  },
};
