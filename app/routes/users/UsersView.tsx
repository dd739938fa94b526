import { PageHeader } from '../../../ui-kit/index.ts';
import { ApiKeysCard, type ApiKeysCardProps } from '../../features/users/ApiKeysCard.tsx';
import { InvitationsCard, type InvitationsCardProps } from '../../features/users/InvitationsCard.tsx';
import { UsersCard, type UsersCardProps } from '../../features/users/UsersCard.tsx';
import { PageStack } from '../../features/lists/lists.styles.ts';

export interface UsersViewProps {
  invitations: InvitationsCardProps;
  users: UsersCardProps;
  apiKeys: ApiKeysCardProps;
}

/** SPEC §2.4 /users: Invitations, the users table and External API Keys, one card under the other. */
export function UsersView({ invitations, users, apiKeys }: UsersViewProps) {
  return (
    <PageStack>
      <PageHeader title="Users" description="Users, invitations and external API keys." />
      <InvitationsCard {...invitations} />
      <UsersCard {...users} />
      <ApiKeysCard {...apiKeys} />
    </PageStack>
  );
}
