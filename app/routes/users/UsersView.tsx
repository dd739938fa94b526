import { PageHeader } from '../../../ui-kit/index.ts';
import { ApiKeysCard, type ApiKeysCardProps } from '../../features/users/ApiKeysCard.tsx';
import { InvitationsCard, type InvitationsCardProps } from '../../features/users/InvitationsCard.tsx';
import { UndeliveredMailCard, type UndeliveredMailCardProps } from '../../features/users/UndeliveredMailCard.tsx';
import { UsersCard, type UsersCardProps } from '../../features/users/UsersCard.tsx';
import { PageStack } from '../../features/lists/lists.styles.ts';

export interface UsersViewProps {
  invitations: InvitationsCardProps;
  users: UsersCardProps;
  apiKeys: ApiKeysCardProps;
  /** Mail the outbox gave up on; the card shows only when there is some. */
  undeliveredMail?: UndeliveredMailCardProps | undefined;
}

/**
 * SPEC §2.4 /users: Invitations, the users table and External API Keys, one card under the other;
 * above them, mail that could not be delivered, when there is some (issue 19).
 */
export function UsersView({ invitations, users, apiKeys, undeliveredMail }: UsersViewProps) {
  return (
    <PageStack>
      <PageHeader title="Users" description="Users, invitations and external API keys." />
      {undeliveredMail ? <UndeliveredMailCard {...undeliveredMail} /> : null}
      <InvitationsCard {...invitations} />
      <UsersCard {...users} />
      <ApiKeysCard {...apiKeys} />
    </PageStack>
  );
}
