/**
 * Toast queue (docs/product.md#states, Toast queue, #constants).
 *
 * States
 * - idle      no toast is open (closed ones may linger until removed, as the removal delay of docs/product.md#constants says)
 * - showing   a toast is open; it closes after TOAST_DURATION_MS unless paused
 *
 * Events
 * - toast.add {toast}     queue a toast; at most TOAST_LIMIT are kept, newest first
 * - toast.dismiss {id}    close one (omit id to close all)
 * - toast.remove {id}     drop a closed toast from the list
 * - toast.pause / toast.resume   hover or focus on the viewport stops and restarts the timer
 */
import { assertEvent, assign, setup } from 'xstate';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../contract/constants.ts';

export const toastVariants = ['default', 'success', 'warning', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: string;
  description?: string;
  open: boolean;
}

export interface ToastContext {
  toasts: Toast[];
  nextId: number;
}

export type ToastEvent =
  | { type: 'toast.add'; toast: ToastInput }
  | { type: 'toast.dismiss'; id?: string }
  | { type: 'toast.remove'; id: string }
  | { type: 'toast.pause' }
  | { type: 'toast.resume' };

function openToast(context: ToastContext, input: ToastInput): Pick<ToastContext, 'toasts' | 'nextId'> {
  const toast: Toast = {
    id: String(context.nextId),
    title: input.title,
    variant: input.variant ?? 'default',
    open: true,
    ...(input.description === undefined ? {} : { description: input.description }),
  };
  return { toasts: [toast, ...context.toasts].slice(0, TOAST_LIMIT), nextId: context.nextId + 1 };
}

/** Marks toasts as closed: the one with `id`, or all of them. */
function closeToasts(context: ToastContext, id: string | undefined): Pick<ToastContext, 'toasts'> {
  return {
    toasts: context.toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)),
  };
}

/** True when, after closing `id` (or all), no toast stays open. */
function closesEveryOpenToast(context: ToastContext, id: string | undefined): boolean {
  return !context.toasts.some((toast) => toast.open && id !== undefined && toast.id !== id);
}

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    addToast: assign(({ context, event }) => {
      assertEvent(event, 'toast.add');
      return openToast(context, event.toast);
    }),
    closeRequestedToasts: assign(({ context, event }) => {
      assertEvent(event, 'toast.dismiss');
      return closeToasts(context, event.id);
    }),
    closeAllToasts: assign(({ context }) => closeToasts(context, undefined)),
    removeToast: assign(({ context, event }) => {
      assertEvent(event, 'toast.remove');
      return { toasts: context.toasts.filter((toast) => toast.id !== event.id) };
    }),
    removeClosedToasts: assign(({ context }) => ({ toasts: context.toasts.filter((toast) => toast.open) })),
  },
  guards: {
    isNoToastLeftOpen: ({ context, event }) => {
      assertEvent(event, 'toast.dismiss');
      return closesEveryOpenToast(context, event.id);
    },
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
    removeDelay: TOAST_REMOVE_DELAY_MS,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  on: {
    // Re-entering `showing` restarts its timer for the new toast.
    'toast.add': { target: '.showing', reenter: true, actions: 'addToast' },
    'toast.dismiss': { actions: 'closeRequestedToasts' },
    'toast.remove': { actions: 'removeToast' },
  },
  states: {
    idle: {
      after: { removeDelay: { actions: 'removeClosedToasts' } },
    },
    showing: {
      initial: 'running',
      on: {
        'toast.dismiss': { guard: 'isNoToastLeftOpen', target: 'idle', actions: 'closeRequestedToasts' },
      },
      states: {
        running: {
          on: { 'toast.pause': 'paused' },
          after: { toastDuration: { target: '#toasts.idle', actions: 'closeAllToasts' } },
        },
        paused: {
          on: { 'toast.resume': 'running' },
        },
      },
    },
  },
});
