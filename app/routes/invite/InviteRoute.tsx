import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { inviteOutcomeMachine } from '../../../machines/inviteOutcome.machine.ts';
import { selectInviteOutcome } from '../../../machines/inviteOutcome.selectors.ts';
import { acceptSignupInvitation, fetchSignupInvitation } from '../../api/signup.ts';
import { InviteOutcomeView } from '../../features/invite/InviteOutcomeView.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { useToast } from '../../toasts/ToastProvider.tsx';

/**
 * /invite/{inviteCode} (docs/product.md#public-routes, #states, Invite page outcome): the invite outcome machine wired to the
 * signup API. The token it wins goes to the session as session.tokenReceived, the same path a login
 * takes (stored, then the identity is loaded), so / opens signed in.
 *
 * A person who is already signed in still gets the page (the product text says nothing): the link is meant for
 * whoever holds it, and accepting simply replaces the stored session with the new identity's, while
 * the error cards let an admin check what a link shows. Unlike /login, nothing redirects here.
 */
export function InviteRoute() {
  const { inviteCode = '' } = useParams();
  // Another invite link opened from here starts a fresh machine rather than keeping this outcome.
  return <InvitePage key={inviteCode} inviteToken={inviteCode} />;
}

function InvitePage({ inviteToken }: { inviteToken: string }) {
  const session = useSessionActor();
  const navigate = useNavigate();
  const showToast = useToast();
  // The expiry check compares with the moment the page opened.
  const [openedAt] = useState(() => Date.now());
  const invite = useActorRef(
    inviteOutcomeMachine.provide({
      actors: {
        loadInvitation: fromPromise(({ input }) => fetchSignupInvitation(input.inviteToken)),
        acceptInvitation: fromPromise(({ input }) => acceptSignupInvitation(input)),
      },
      actions: {
        storeToken: (_, { token }) => session.send({ type: 'session.tokenReceived', token }),
        goHome: () => navigate('/?welcome=true'),
        showToast: (_, toast) => showToast(toast),
      },
    }),
    { input: { inviteToken, now: openedAt } },
  );
  const outcome = useSelector(invite, selectInviteOutcome);
  return <InviteOutcomeView outcome={outcome} onAccept={(form) => invite.send({ type: 'invite.accept', form })} />;
}
