import { useQuery } from '@tanstack/react-query';
import { clientLogoUrl, clientQuery } from '../../api/clients.ts';
import { LogoCard } from './LogoCard.tsx';
import { useLogoCard } from './useLogoCard.ts';
import { queryStatus } from '../../api/queryStatus.ts';
import { usePermission } from '../../session/usePermission.ts';

export interface ClientLogoSectionProps {
  clientId: string;
}

/** docs/product.md#screens /clients/{clientId}: the Logo card (upload, replace, delete), wired to the API. */
export function ClientLogoSection(props: ClientLogoSectionProps) {
  // Another id starts afresh: open dialogs and upload progress belong to the record they were opened for.
  return <ClientLogoSectionFor key={props.clientId} {...props} />;
}

function ClientLogoSectionFor({ clientId }: ClientLogoSectionProps) {
  const client = useQuery(clientQuery(clientId));
  const canEdit = usePermission('clients.edit');
  const dialogs = useLogoCard('client', clientId);
  return (
    <LogoCard
      ownerLabel="Client"
      name={client.data?.name ?? ''}
      status={queryStatus(client)}
      logoUrl={client.data ? clientLogoUrl(client.data.id, client.data.logo) : null}
      canEdit={canEdit}
      {...dialogs}
    />
  );
}
