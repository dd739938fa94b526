import type { SnapshotFrom } from 'xstate';
import { INVITE_OUTCOME_ERRORS, type inviteOutcomeMachine } from './inviteOutcome.machine.ts';

type InviteOutcomeSnapshot = SnapshotFrom<typeof inviteOutcomeMachine>;

/** What the invite page shows: a spinner, an error card, or the signup form. */
export type InviteOutcomeView =
  | { kind: 'loading' }
  /** accepted: the invitation was used already, so its person has an account and may log in. */
  | { kind: 'error'; message: string; accepted: boolean }
  | { kind: 'signup'; email: string; submitting: boolean; fieldErrors: Record<string, string> }
  | { kind: 'accepted' };

export function selectInviteOutcome(snapshot: InviteOutcomeSnapshot): InviteOutcomeView {
  if (snapshot.matches('invalid')) return { kind: 'error', message: INVITE_OUTCOME_ERRORS.invalid, accepted: false };
  if (snapshot.matches('alreadyAccepted')) return { kind: 'error', message: INVITE_OUTCOME_ERRORS.alreadyAccepted, accepted: true };
  if (snapshot.matches('revoked')) return { kind: 'error', message: INVITE_OUTCOME_ERRORS.revoked, accepted: false };
  if (snapshot.matches('expired')) return { kind: 'error', message: INVITE_OUTCOME_ERRORS.expired, accepted: false };
  if (snapshot.matches('accepted')) return { kind: 'accepted' };
  if (snapshot.matches('signup') || snapshot.matches('accepting')) {
    return {
      kind: 'signup',
      email: snapshot.context.invitation?.email ?? '',
      submitting: snapshot.matches('accepting'),
      fieldErrors: snapshot.context.fieldErrors,
    };
  }
  return { kind: 'loading' };
}
