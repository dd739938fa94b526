import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { failedMailQuery } from '../../api/mailOutbox.ts';
import { roleChooserOf } from '../../features/users/roleForm.ts';
import { useApiKeysCard } from '../../features/users/useApiKeysCard.ts';
import { useInvitationsCard } from '../../features/users/useInvitationsCard.ts';
import { useUsersCard } from '../../features/users/useUsersCard.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { UsersView } from '../../features/users/UsersView.tsx';

/**
 * /users: each card has its own queries and dialog machines. What shows is what the role may do
 * (docs/permissions.md): an admin everything; an approver reads; a client user invites its own
 * venue managers and viewers and reads its client's people.
 */
export function UsersRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const canManage = usePermission('people.edit');
  const canInvite = usePermission('people.edit', 'people.invite');
  const readsKeys = usePermission('people.read');
  const changesSettings = usePermission('settings.edit');
  const invitations = useInvitationsCard(roleChooserOf(identity));
  const users = useUsersCard(identity?.id ?? null);
  const apiKeys = useApiKeysCard(readsKeys);
  // Nothing shows while it loads or if it fails: the card only reports what went wrong elsewhere.
  const undeliveredMail = useQuery({ ...failedMailQuery(), enabled: changesSettings }).data?.items ?? [];
  return (
    <UsersView
      invitations={{ ...invitations, canInvite, canManage }}
      users={{ ...users, canManage }}
      apiKeys={{ ...apiKeys, canManage }}
      showApiKeys={readsKeys}
      showWebhooks={changesSettings}
      undeliveredMail={{ mails: undeliveredMail }}
      renderLink={renderRouterLink}
    />
  );
}
