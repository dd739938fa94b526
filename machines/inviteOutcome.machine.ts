/**
 * Invite page outcome (docs/product.md#states, Invite page outcome, #validation-messages, Invite acceptance, #messages, Auth toasts).
 *
 * States
 * - loading           initial; the invitation is loaded by its token (tag busy)
 * - deciding          transient; picks the outcome from the loaded invitation (guards below)
 * - invalid           no invitation found (or it could not be loaded): Invalid invitation
 * - alreadyAccepted   the invitation was accepted: Already accepted
 * - revoked           the invitation was revoked: Revoked invitation
 * - expired           state Expired, or expiresUtc before the injected clock: Expired invitation
 * - signup            the signup form, email prefilled; fieldErrors from the last failed attempt (tag editable)
 * - accepting         the signup is posted (tag busy)
 * - accepted          final; the token was stored and the app was sent home with welcome=true
 *
 * Events
 * - invite.accept {form}   from signup: post the form with the invitation's token
 */
import { assign, setup } from 'xstate';
import type { TokenResponse } from '../contract/auth.ts';
import { fieldErrorsFromProblem, isValidationProblem, problemFromError } from '../contract/problems.ts';
import type { InviteSignupForm, InviteSignupRequest, SignupInvitation } from '../contract/invitations.ts';
import { notProvided } from './notProvided.ts';
import type { ToastInput } from './toast.machine.ts';

export const INVITE_OUTCOME_ERRORS = {
  invalid: 'Invalid invitation',
  alreadyAccepted: 'Already accepted',
  revoked: 'Revoked invitation',
  expired: 'Expired invitation',
} as const;

export const INVITE_ACCEPTANCE_FAILED_TOAST: ToastInput = {
  title: 'Invite acceptance failed!',
  description: 'Failed to accept invite, please try again.',
  variant: 'destructive',
};

export interface InviteOutcomeContext {
  inviteToken: string;
  /** Milliseconds since the epoch when the page opened: the expiry check compares against it. */
  now: number;
  /** What the anonymous GET /api/signup/invitations/{inviteToken} tells about the invitation. */
  invitation: SignupInvitation | null;
  fieldErrors: Record<string, string>;
}

export interface InviteOutcomeInput {
  inviteToken: string;
  now: number;
}

export type InviteOutcomeEvent = { type: 'invite.accept'; form: InviteSignupForm };

export const inviteOutcomeMachine = setup({
  types: {
    context: {} as InviteOutcomeContext,
    events: {} as InviteOutcomeEvent,
    input: {} as InviteOutcomeInput,
  },
  actors: {
    /** Resolves with the invitation, or null when none has this token. */
    loadInvitation: notProvided<SignupInvitation | null, { inviteToken: string }>('loadInvitation'),
    acceptInvitation: notProvided<TokenResponse, InviteSignupRequest>('acceptInvitation'),
  },
  actions: {
    /** Provided by the app: localStorage. */
    storeToken: (_, _params: { token: string }) => {},
    /** Provided by the app: navigate to / with welcome=true. */
    goHome: () => {},
    /** Provided by the app: add a toast to the queue. */
    showToast: (_, _params: ToastInput) => {},
    clearFieldErrors: assign({ fieldErrors: {} }),
  },
  guards: {
    isInvitationMissing: ({ context }) => context.invitation === null,
    isAlreadyAccepted: ({ context }) => context.invitation?.state === 'Accepted',
    isRevoked: ({ context }) => context.invitation?.state === 'Revoked',
    isExpired: ({ context }) =>
      context.invitation?.state === 'Expired' ||
      (context.invitation !== null && Date.parse(context.invitation.expiresUtc) < context.now),
  },
}).createMachine({
  id: 'inviteOutcome',
  context: ({ input }) => ({ inviteToken: input.inviteToken, now: input.now, invitation: null, fieldErrors: {} }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadInvitation',
        input: ({ context }) => ({ inviteToken: context.inviteToken }),
        onDone: { target: 'deciding', actions: assign({ invitation: ({ event }) => event.output }) },
        // A failed load cannot tell the person more than that the link does not work.
        onError: { target: 'invalid' },
      },
    },
    deciding: {
      always: [
        { guard: 'isInvitationMissing', target: 'invalid' },
        { guard: 'isAlreadyAccepted', target: 'alreadyAccepted' },
        { guard: 'isRevoked', target: 'revoked' },
        { guard: 'isExpired', target: 'expired' },
        { target: 'signup' },
      ],
    },
    invalid: { tags: ['outcomeError'] },
    alreadyAccepted: { tags: ['outcomeError'] },
    revoked: { tags: ['outcomeError'] },
    expired: { tags: ['outcomeError'] },
    signup: {
      tags: ['editable'],
      on: { 'invite.accept': { target: 'accepting' } },
    },
    accepting: {
      tags: ['busy'],
      entry: 'clearFieldErrors',
      invoke: {
        src: 'acceptInvitation',
        input: ({ context, event }) => {
          if (event.type !== 'invite.accept') throw new Error(`accepting entered by ${event.type}`);
          return { ...event.form, inviteToken: context.inviteToken };
        },
        onDone: {
          target: 'accepted',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) }, 'goHome'],
        },
        onError: {
          target: 'signup',
          actions: [
            assign({
              fieldErrors: ({ event }) => {
                const problem = problemFromError(event.error);
                return problem && isValidationProblem(problem) ? fieldErrorsFromProblem(problem) : {};
              },
            }),
            { type: 'showToast', params: INVITE_ACCEPTANCE_FAILED_TOAST },
          ],
        },
      },
    },
    accepted: { type: 'final' },
  },
});
