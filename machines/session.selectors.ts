import type { SnapshotFrom } from 'xstate';
import type { CurrentIdentity } from '../contract/identities.ts';
import type { sessionMachine } from './session.machine.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What a route guard needs: wait, send to /login, or let through. */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  // A login in progress belongs to the login page: the form stays up with its submitting state.
  if (snapshot.matches('signingIn') || snapshot.matches('twoFactor')) return 'signedOut';
  return 'loading';
}

export function selectIdentity(snapshot: SessionSnapshot): CurrentIdentity | null {
  return snapshot.context.identity;
}

export function selectIsAdmin(snapshot: SessionSnapshot): boolean {
  return snapshot.context.identity?.identityType === 'Admin';
}

export interface LoginFormView {
  /** Which step of the login page shows: email and password, or the two-factor code. */
  step: 'password' | 'code';
  submitting: boolean;
  fieldErrors: Record<string, string>;
  formError: string | null;
}

export function selectLoginForm(snapshot: SessionSnapshot): LoginFormView {
  return {
    // The challenge is kept from the right password until the identity is in (or the step is left).
    step: snapshot.context.challenge === null ? 'password' : 'code',
    submitting:
      snapshot.matches('signingIn') || snapshot.matches({ twoFactor: 'verifying' }) || (snapshot.matches('loadingIdentity') && snapshot.context.hasToken),
    fieldErrors: snapshot.context.fieldErrors,
    formError: snapshot.context.formError,
  };
}
