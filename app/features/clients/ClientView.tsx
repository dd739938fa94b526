import type { ReactNode } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { Avatar, CenteredSpinner, NotFound, PageHeader } from '../../../ui-kit/index.ts';
import { clientLogoUrl } from '../../api/clients.ts';
import { ListError, PageStack } from '../../shared/lists/lists.styles.ts';
import { AsideGrid } from '../../shared/lists/SectionHeading.tsx';
import { ClientVenuesCard, type ClientVenuesCardProps } from './ClientVenuesCard.tsx';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

export type ClientLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; client: Client };

export interface ClientViewProps {
  load: ClientLoad;
  venues: Omit<ClientVenuesCardProps, 'clientId'>;
  /** The Logo card (its own feature, wired to the API; stories pass the view with fixtures). */
  logoSection: ReactNode;
  /** The Reveal section (its own feature, wired to the API; stories pass the view with fixtures). */
  revealSection: ReactNode;
  /** The Schedule card; stories leave it out. */
  scheduleSection?: ReactNode;
  /** How often its screens send a screenshot; stories leave it out. */
  screenshotSettingsSection?: ReactNode;
  /** Its last changes (docs/decisions.md#audit-records); stories leave it out. */
  historySection?: ReactNode;
  /** Admins: "Start takeover" reaching this client (docs/scheduling.md#model); stories leave it out. */
  takeoverAction?: ReactNode;
}

/** docs/product.md#screens /clients/{clientId}: the client's name, Logo and Venues cards, then Reveal. */
export function ClientView({ load, venues, logoSection, revealSection, scheduleSection, screenshotSettingsSection, historySection, takeoverAction }: ClientViewProps) {
  if (load.status === 'loading') return <CenteredSpinner />;
  if (load.status === 'notFound') return <NotFound renderLink={renderRouterLink} />;
  if (load.status === 'error') return <ListError>Error</ListError>;
  const { client } = load;
  return (
    <PageStack>
      <PageHeader
        leading={<Avatar name={client.name} src={clientLogoUrl(client.id, client.logo)} shape="square" size="md" decorative />}
        title={client.name}
        actions={takeoverAction}
      />
      <AsideGrid>
        {logoSection}
        <ClientVenuesCard clientId={client.id} {...venues} />
      </AsideGrid>
      {revealSection}
      {scheduleSection}
      {screenshotSettingsSection}
      {historySection}
    </PageStack>
  );
}
