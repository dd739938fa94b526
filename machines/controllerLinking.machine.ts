/**
 * Graphics controller linking dialog (docs/product.md#states, Graphics controller linking, #validation-messages, #messages).
 *
 * States
 * - closed                 initial; the dialog is shut and the context is empty
 * - open.code              the code step (tag editable); the input is upper-cased
 * - open.checkingCode      the complete code is looked up (tag busy)
 * - open.name              the name step (tag editable); the name defaults to Generation One PC
 * - open.linking           the link call runs (tag busy)
 *
 * Events
 * - linking.open                 open the dialog on the code step
 * - linking.close                close at any step: resets everything and drops a call in flight
 * - linking.codeChanged {value}  the code input changed (never looked up by itself: a lookup that
 *                                moved to the name step as the 6th character was typed put Link
 *                                under a click meant for Next, linking with the default name)
 * - linking.next                 Next (or Enter) on the code step: looks a 6-character code up,
 *                                else says what the code lacks
 * - linking.nameChanged {value}  the name input changed
 * - linking.back                 from the name step to the code step
 * - linking.submit               on the name step: link, or show the name error when it is empty
 */
import { assign, setup } from 'xstate';
import {
  DEFAULT_GRAPHICS_CONTROLLER_NAME,
  GRAPHICS_CONTROLLER_CODE_LENGTH,
  type LinkGraphicsControllerRequest,
} from '../contract/graphicsControllers.ts';
import { messages } from '../contract/messages.ts';
import { notProvided } from './notProvided.ts';
import type { ToastInput } from './toast.machine.ts';

export const INVALID_CONTROLLER_CODE_TOAST: ToastInput = {
  title: 'Invalid graphics controller code',
  description: 'The graphics controller code you entered is not valid or has expired.',
  variant: 'destructive',
};

export const LINK_CONTROLLER_FAILED_TOAST: ToastInput = {
  title: 'Failed to link graphics controller',
  description: 'There was an error linking the graphics controller. Please try again.',
  variant: 'destructive',
};

export const CONTROLLER_LINKED_TOAST: ToastInput = {
  title: 'GraphicsController linked successfully',
  variant: 'success',
};

export interface ControllerLinkingContext {
  code: string;
  name: string;
  /** The id the code lookup answered with. */
  controllerId: string | null;
  /** Why Next did not look the code up (docs/product.md#validation-messages messages); cleared by typing. */
  codeError: string | null;
  nameError: string | null;
}

export type ControllerLinkingEvent =
  | { type: 'linking.open' }
  | { type: 'linking.close' }
  | { type: 'linking.codeChanged'; value: string }
  | { type: 'linking.next' }
  | { type: 'linking.nameChanged'; value: string }
  | { type: 'linking.back' }
  | { type: 'linking.submit' };

const emptyContext: ControllerLinkingContext = {
  code: '',
  name: DEFAULT_GRAPHICS_CONTROLLER_NAME,
  controllerId: null,
  codeError: null,
  nameError: null,
};

export const controllerLinkingMachine = setup({
  types: {
    context: {} as ControllerLinkingContext,
    events: {} as ControllerLinkingEvent,
  },
  actors: {
    /** Resolves with the graphics controller id the code belongs to; rejects for an invalid code. */
    checkCode: notProvided<string, { code: string }>('checkCode'),
    link: notProvided<void, LinkGraphicsControllerRequest>('link'),
  },
  actions: {
    /** Provided by the app: add a toast to the queue. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the app: refetch the venue's graphics controllers. */
    refetchControllers: () => {},
    reset: assign(() => ({ ...emptyContext })),
    setCode: assign({
      code: ({ context, event }) => (event.type === 'linking.codeChanged' ? event.value.toUpperCase() : context.code),
      codeError: null,
    }),
    rejectIncompleteCode: assign({
      codeError: ({ context }) =>
        context.code.length === 0 ? messages.graphicsControllerCodeRequired : messages.graphicsControllerCodeLength,
    }),
    setName: assign({
      name: ({ context, event }) => (event.type === 'linking.nameChanged' ? event.value : context.name),
      nameError: null,
    }),
    clearCode: assign({ code: '', controllerId: null }),
    rejectEmptyName: assign({ nameError: messages.graphicsControllerNameRequired }),
  },
  guards: {
    hasCompleteCode: ({ context }) => context.code.length === GRAPHICS_CONTROLLER_CODE_LENGTH,
    isNameGiven: ({ context }) => context.name.trim().length > 0,
  },
}).createMachine({
  id: 'controllerLinking',
  context: { ...emptyContext },
  initial: 'closed',
  states: {
    closed: {
      on: { 'linking.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'code',
      on: { 'linking.close': { target: 'closed', actions: 'reset' } },
      states: {
        code: {
          tags: ['editable'],
          on: {
            'linking.codeChanged': { actions: 'setCode' },
            'linking.next': [{ guard: 'hasCompleteCode', target: 'checkingCode' }, { actions: 'rejectIncompleteCode' }],
          },
        },
        checkingCode: {
          tags: ['busy'],
          invoke: {
            src: 'checkCode',
            input: ({ context }) => ({ code: context.code }),
            onDone: { target: 'name', actions: assign({ controllerId: ({ event }) => event.output }) },
            onError: {
              target: 'code',
              actions: ['clearCode', { type: 'showToast', params: INVALID_CONTROLLER_CODE_TOAST }],
            },
          },
        },
        name: {
          tags: ['editable'],
          on: {
            'linking.nameChanged': { actions: 'setName' },
            'linking.back': { target: 'code' },
            'linking.submit': [{ guard: 'isNameGiven', target: 'linking' }, { actions: 'rejectEmptyName' }],
          },
        },
        linking: {
          tags: ['busy'],
          invoke: {
            src: 'link',
            input: ({ context }) => ({ code: context.code, name: context.name.trim() }),
            onDone: {
              target: '#controllerLinking.closed',
              actions: ['reset', { type: 'showToast', params: CONTROLLER_LINKED_TOAST }, 'refetchControllers'],
            },
            onError: { target: 'name', actions: { type: 'showToast', params: LINK_CONTROLLER_FAILED_TOAST } },
          },
        },
      },
    },
  },
});
