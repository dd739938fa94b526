import { useSelector } from '@xstate/react';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { useApiKeysCard } from '../../features/users/useApiKeysCard.ts';
import { useInvitationsCard } from '../../features/users/useInvitationsCard.ts';
import { useUsersCard } from '../../features/users/useUsersCard.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { UsersView } from './UsersView.tsx';

/** /users (Admin): each card has its own queries and dialog machines. */
export function UsersRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const invitations = useInvitationsCard();
  const users = useUsersCard(identity?.id ?? null);
  const apiKeys = useApiKeysCard();
  return <UsersView invitations={invitations} users={users} apiKeys={apiKeys} />;
}
