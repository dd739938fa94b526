import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { failedMailQuery } from '../../api/mailOutbox.ts';
import { useApiKeysCard } from '../../features/users/useApiKeysCard.ts';
import { roleChooserOf } from '../../features/users/roleForm.ts';
import { useInvitationsCard } from '../../features/users/useInvitationsCard.ts';
import { useUsersCard } from '../../features/users/useUsersCard.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { UsersView } from './UsersView.tsx';

/** /users (Admin): each card has its own queries and dialog machines. */
export function UsersRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const invitations = useInvitationsCard(roleChooserOf(identity));
  const users = useUsersCard(identity?.id ?? null);
  const apiKeys = useApiKeysCard();
  // Nothing shows while it loads or if it fails: the card only reports what went wrong elsewhere.
  const undeliveredMail = useQuery(failedMailQuery()).data?.items ?? [];
  return <UsersView invitations={invitations} users={users} apiKeys={apiKeys} undeliveredMail={{ mails: undeliveredMail }} renderLink={renderRouterLink} />;
}
