import { Button, PageHeader, RenderedLink, defaultRenderLink, type RenderLink } from '../../../ui-kit/index.ts';
import { ApiKeysCard, type ApiKeysCardProps } from './ApiKeysCard.tsx';
import { InvitationsCard, type InvitationsCardProps } from './InvitationsCard.tsx';
import { UndeliveredMailCard, type UndeliveredMailCardProps } from './UndeliveredMailCard.tsx';
import { UsersCard, type UsersCardProps } from './UsersCard.tsx';
import { PageStack } from '../../shared/lists/lists.styles.ts';

export interface UsersViewProps {
  invitations: InvitationsCardProps;
  users: UsersCardProps;
  apiKeys: ApiKeysCardProps;
  /** False: the role may not read external API keys (a client user, docs/permissions.md: people.read). */
  showApiKeys?: boolean;
  /** The Webhooks link, for those who may change settings (docs/permissions.md: settings.edit). */
  showWebhooks?: boolean;
  /** Mail the outbox gave up on; the card shows only when there is some. */
  undeliveredMail?: UndeliveredMailCardProps | undefined;
  renderLink?: RenderLink;
}

/**
 * docs/product.md#screens /users: Invitations, the users table and External API Keys, one card under the other;
 * above them, mail that could not be delivered, when there is some.
 */
export function UsersView({ invitations, users, apiKeys, showApiKeys = true, showWebhooks = true, undeliveredMail, renderLink = defaultRenderLink }: UsersViewProps) {
  return (
    <PageStack>
      <PageHeader
        title="Users"
        description="Users, invitations and external API keys."
        actions={
          // Webhooks are the other way systems hear from the portal (docs/integrations.md): their page is one click from the keys.
          showWebhooks ? (
            <Button as={RenderedLink} renderLink={renderLink} href="/webhooks" variant="outline" size="sm">
              Webhooks
            </Button>
          ) : null
        }
      />
      {undeliveredMail ? <UndeliveredMailCard {...undeliveredMail} /> : null}
      <InvitationsCard {...invitations} />
      <UsersCard {...users} />
      {showApiKeys ? <ApiKeysCard {...apiKeys} /> : null}
    </PageStack>
  );
}
