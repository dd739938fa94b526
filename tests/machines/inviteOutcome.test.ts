import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TokenResponse } from '../../contract/auth.ts';
import { VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';
import {
  inviteSignupFormSchema,
  type Invitation,
  type InviteSignupForm,
  type InviteSignupRequest,
} from '../../contract/invitations.ts';
import { INVITE_ACCEPTANCE_FAILED_TOAST, inviteOutcomeMachine } from '../../machines/inviteOutcome.machine.ts';
import { selectInviteOutcome } from '../../machines/inviteOutcome.selectors.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

const pending: Invitation = {
  id: '5d0c2f1e-4a8b-4c6d-9e2f-0a1b2c3d4e5f',
  email: 'new.user@example.com',
  clientName: 'Acme Venues',
  state: 'Pending',
  createdUtc: '2026-11-20T12:00:00Z',
  expiresUtc: '2026-11-29T12:00:00Z',
  inviterName: 'Administrator',
  token: 'invite-token',
  role: 'client',
  venueNames: [],
};

const form: InviteSignupForm = {
  name: 'New User',
  email: 'new.user@example.com',
  password: 'Secret#123',
  passwordConfirm: 'Secret#123',
};

function apiError(problem: object) {
  return Object.assign(new Error('request failed'), { problem });
}

interface Fakes {
  load?: (input: { inviteToken: string }) => Promise<Invitation | null>;
  accept?: (request: InviteSignupRequest) => Promise<TokenResponse>;
}

function startInvite(fakes: Fakes = {}) {
  const storeToken = vi.fn();
  const goHome = vi.fn();
  const showToast = vi.fn();
  const load = vi.fn(fakes.load ?? (async () => pending));
  const accept = vi.fn(fakes.accept ?? (async () => ({ token: 'session-token' })));
  const machine = inviteOutcomeMachine.provide({
    actors: {
      loadInvitation: fromPromise(({ input }) => load(input)),
      acceptInvitation: fromPromise(({ input }) => accept(input)),
    },
    actions: {
      storeToken: (_, params) => storeToken(params.token),
      goHome,
      showToast: (_, params) => showToast(params),
    },
  });
  const actor = createActor(machine, { input: { inviteToken: 'invite-token', now: NOW } }).start();
  return { actor, storeToken, goHome, showToast, load, accept };
}

describe('inviteOutcome machine', () => {
  it('loads the invitation by its token while busy', async () => {
    const { actor, load } = startInvite();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectInviteOutcome(actor.getSnapshot())).toEqual({ kind: 'loading' });
    await waitFor(actor, (s) => s.matches('signup'));
    expect(load).toHaveBeenCalledWith({ inviteToken: 'invite-token' });
  });

  it('shows the signup form with the email prefilled for a pending invitation', async () => {
    const { actor } = startInvite();
    await waitFor(actor, (s) => s.matches('signup'));
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(selectInviteOutcome(actor.getSnapshot())).toEqual({
      kind: 'signup',
      email: 'new.user@example.com',
      submitting: false,
      fieldErrors: {},
    });
  });

  type OutcomeCase = [string, () => Promise<Invitation | null>, 'invalid' | 'alreadyAccepted' | 'revoked' | 'expired', string];
  it.each<OutcomeCase>([
    ['no invitation is found', async () => null, 'invalid', 'Invalid invitation'],
    [
      'the load fails',
      async () => {
        throw apiError({ title: 'Not Found', status: 404 });
      },
      'invalid',
      'Invalid invitation',
    ],
    ['it was accepted', async () => ({ ...pending, state: 'Accepted' }), 'alreadyAccepted', 'Already accepted'],
    ['it was revoked', async () => ({ ...pending, state: 'Revoked' }), 'revoked', 'Revoked invitation'],
    ['its state is Expired', async () => ({ ...pending, state: 'Expired' }), 'expired', 'Expired invitation'],
    [
      'its expiry time is before the clock',
      async () => ({ ...pending, expiresUtc: '2026-11-22T11:59:59Z' }),
      'expired',
      'Expired invitation',
    ],
  ])('shows an error when %s', async (_case, load, state, message) => {
    const { actor } = startInvite({ load });
    await waitFor(actor, (s) => s.hasTag('outcomeError'));
    expect(actor.getSnapshot().matches(state)).toBe(true);
    // Only an accepted invitation's person has an account to log in with.
    expect(selectInviteOutcome(actor.getSnapshot())).toEqual({ kind: 'error', message, accepted: state === 'alreadyAccepted' });
  });

  it('compares the expiry with the injected clock, not the real one', async () => {
    // Pending and expiring a second after the injected clock: still open.
    const { actor } = startInvite({ load: async () => ({ ...pending, expiresUtc: '2026-11-22T12:00:01Z' }) });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().matches('signup')).toBe(true);
  });

  it('posts the form with the token, stores the session token and goes home', async () => {
    const { actor, accept, storeToken, goHome, showToast } = startInvite();
    await waitFor(actor, (s) => s.matches('signup'));
    actor.send({ type: 'invite.accept', form });
    expect(actor.getSnapshot().matches('accepting')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectInviteOutcome(actor.getSnapshot())).toMatchObject({ kind: 'signup', submitting: true });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(accept).toHaveBeenCalledWith({ ...form, inviteToken: 'invite-token' });
    expect(storeToken).toHaveBeenCalledWith('session-token');
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(showToast).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectInviteOutcome(actor.getSnapshot())).toEqual({ kind: 'accepted' });
  });

  it('maps server field errors onto the form and shows the failure toast', async () => {
    const { actor, showToast, storeToken, goHome } = startInvite({
      accept: async () => {
        throw apiError({
          title: VALIDATION_ERROR_TITLE,
          status: 400,
          errors: { Password: ['Password must be at least 8 characters.', 'Too weak'] },
        });
      },
    });
    await waitFor(actor, (s) => s.matches('signup'));
    actor.send({ type: 'invite.accept', form });
    await waitFor(actor, (s) => s.matches('signup'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Password must be at least 8 characters., Too weak' });
    expect(showToast).toHaveBeenCalledWith(INVITE_ACCEPTANCE_FAILED_TOAST);
    expect(INVITE_ACCEPTANCE_FAILED_TOAST).toEqual({
      title: 'Invite acceptance failed!',
      description: 'Failed to accept invite, please try again.',
      variant: 'destructive',
    });
    expect(storeToken).not.toHaveBeenCalled();
    expect(goHome).not.toHaveBeenCalled();
  });

  it('clears old field errors on a new attempt and keeps none for a non-validation failure', async () => {
    let calls = 0;
    const { actor, showToast } = startInvite({
      accept: async () => {
        calls += 1;
        if (calls === 1) throw apiError({ title: VALIDATION_ERROR_TITLE, status: 400, errors: { Name: ['Bad'] } });
        throw new Error('network down');
      },
    });
    await waitFor(actor, (s) => s.matches('signup'));
    actor.send({ type: 'invite.accept', form });
    await waitFor(actor, (s) => s.matches('signup') && calls === 1);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'Bad' });
    actor.send({ type: 'invite.accept', form });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await waitFor(actor, (s) => s.matches('signup'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(showToast).toHaveBeenCalledTimes(2);
  });

  it('ignores accept outside the signup step', async () => {
    const { actor, accept } = startInvite({ load: async () => null });
    await waitFor(actor, (s) => s.matches('invalid'));
    actor.send({ type: 'invite.accept', form });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(accept).not.toHaveBeenCalled();
  });
});

describe('invite signup form schema', () => {
  function errorsOf(value: object) {
    const result = inviteSignupFormSchema.safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  }

  it('accepts a complete form', () => {
    expect(inviteSignupFormSchema.safeParse(form).success).toBe(true);
  });

  it('applies the new-password rules and the confirmation rule of docs/product.md#validation-messages', () => {
    expect(errorsOf({ ...form, password: 'Sh0rt!', passwordConfirm: 'Sh0rt!' })).toMatchObject({
      password: 'Password must be at least 8 characters.',
      passwordConfirm: 'Passwords do not match',
    });
    expect(errorsOf({ ...form, password: 'alllowercase1!', passwordConfirm: 'alllowercase1!' })).toEqual({
      password: 'Password must contain at least one upper case, one lower case, one number and one special character.',
    });
    expect(errorsOf({ ...form, passwordConfirm: 'Secret#124' })).toEqual({ passwordConfirm: 'Passwords do not match' });
    expect(errorsOf({ ...form, email: 'nope' })).toEqual({ email: 'Please enter a valid email.' });
  });
});
