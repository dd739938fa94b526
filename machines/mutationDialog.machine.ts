/**
 * A create, edit or delete dialog around one mutation (docs/product.md#states, Dialogs and mutations, #api-calls, #messages).
 *
 * States
 * - closed              initial; nothing is shown
 * - open.editing        the form is up (tag editable); fieldErrors hold the server's last answer
 * - open.submitting     a progress toast is shown and the mutation runs (tag busy)
 * - open.done           only when closeOnSuccess is false: the answer stays on show (an API secret
 *                       shown once) until the dialog closes, which clears it
 *
 * Events
 * - dialog.open                 open with empty errors and no result
 * - dialog.close                close from editing or done; clears errors and the result
 * - dialog.submit {values}      run the mutation with the form's values
 *
 * Success: success toast, refetch, then close (or done). Failure: destructive toast, server field
 * errors (and a 409 on the input's conflictField) onto the form, stays open.
 */
import { assign, setup } from 'xstate';
import { fieldErrorsFromFailure } from '../contract/problems.ts';
import { notProvided } from './notProvided.ts';
import type { ToastInput } from './toast.machine.ts';

export interface MutationDialogInput {
  /** The progress toast, for example 'Saving details...'. */
  progressText: string;
  successTitle: string;
  successDescription?: string;
  errorTitle: string;
  errorDescription?: string;
  /** False for dialogs that show the answer once (an external API key's secret). Default true. */
  closeOnSuccess?: boolean;
  /** The form field a 409 answer is about (a GMV already in use): its title lands there. */
  conflictField?: string;
}

export interface MutationDialogContext extends Required<Pick<MutationDialogInput, 'closeOnSuccess'>> {
  texts: Omit<MutationDialogInput, 'closeOnSuccess' | 'conflictField'>;
  conflictField: string | undefined;
  fieldErrors: Record<string, string>;
  /** What the mutation answered, kept only while the dialog stays open in done. */
  result: unknown;
}

export type MutationDialogEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'dialog.submit'; values: unknown };

function withDescription(title: string, description: string | undefined, variant: ToastInput['variant']): ToastInput {
  return description === undefined ? { title, variant } : { title, description, variant };
}

export const mutationDialogMachine = setup({
  types: {
    context: {} as MutationDialogContext,
    events: {} as MutationDialogEvent,
    input: {} as MutationDialogInput,
  },
  actors: {
    /** The app's mutation; the values are the form's, typed per dialog where it is provided. */
    mutate: notProvided<unknown, { values: unknown }>('mutate'),
  },
  actions: {
    /** Provided by the app: add a toast to the queue. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the app: invalidate the list the dialog changed. */
    refetch: () => {},
    clearDialog: assign({ fieldErrors: {}, result: null }),
  },
  guards: {
    isClosedOnSuccess: ({ context }) => context.closeOnSuccess,
  },
}).createMachine({
  id: 'mutationDialog',
  context: ({ input }) => {
    const { closeOnSuccess = true, conflictField, ...texts } = input;
    return { closeOnSuccess, conflictField, texts, fieldErrors: {}, result: null };
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'clearDialog' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['editable'],
          on: {
            'dialog.submit': { target: 'submitting' },
            'dialog.close': { target: '#mutationDialog.closed', actions: 'clearDialog' },
          },
        },
        submitting: {
          tags: ['busy'],
          entry: [
            assign({ fieldErrors: {} }),
            { type: 'showToast', params: ({ context }) => ({ title: context.texts.progressText, variant: 'default' }) },
          ],
          invoke: {
            src: 'mutate',
            input: ({ event }) => {
              if (event.type !== 'dialog.submit') throw new Error(`submitting entered by ${event.type}`);
              return { values: event.values };
            },
            onDone: [
              {
                guard: 'isClosedOnSuccess',
                target: '#mutationDialog.closed',
                actions: [
                  {
                    type: 'showToast',
                    params: ({ context }) =>
                      withDescription(context.texts.successTitle, context.texts.successDescription, 'success'),
                  },
                  'refetch',
                  'clearDialog',
                ],
              },
              {
                target: 'done',
                actions: [
                  {
                    type: 'showToast',
                    params: ({ context }) =>
                      withDescription(context.texts.successTitle, context.texts.successDescription, 'success'),
                  },
                  'refetch',
                  assign({ result: ({ event }) => event.output }),
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                {
                  type: 'showToast',
                  params: ({ context }) =>
                    withDescription(context.texts.errorTitle, context.texts.errorDescription, 'destructive'),
                },
                assign({
                  fieldErrors: ({ context, event }) => fieldErrorsFromFailure(event.error, context.conflictField),
                }),
              ],
            },
          },
        },
        done: {
          on: { 'dialog.close': { target: '#mutationDialog.closed', actions: 'clearDialog' } },
        },
      },
    },
  },
});
