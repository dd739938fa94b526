import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { clientKeys, clientQuery } from '../../api/clients.ts';
import { clientVenuePages } from '../../api/venues.ts';
import { usePagedList } from '../../api/paging.ts';
import { HistorySection } from '../../features/activity/HistorySection.tsx';
import { ScreenshotSettingsSection } from '../../features/fleet/screenshots/ScreenshotSettingsSection.tsx';
import { ClientLogoSection } from '../../features/logos/ClientLogoSection.tsx';
import { ClientRevealSection } from '../../features/reveal/ClientRevealSection.tsx';
import { ScheduleSection } from '../../features/scheduling/schedules/ScheduleSection.tsx';
import { StartTakeoverButton } from '../../features/scheduling/takeovers/StartTakeoverButton.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { ClientView, type ClientLoad } from '../../features/clients/ClientView.tsx';
import { isNotFound } from '../../api/notFound.ts';
import { recordLoad } from '../../api/queryStatus.ts';

/** /clients/{clientId}: another client's id answers 404 and reads Not Found (docs/decisions.md#who-may-do-what). */
export function ClientRoute() {
  const clientId = useParams().clientId ?? '';
  // docs/permissions.md: what this role may change here.
  const canCreateVenue = usePermission('venues.manage');
  const canEditSettings = usePermission('settings.edit');
  const canStartTakeover = usePermission('schedules.edit');
  const client = useQuery(clientQuery(clientId));
  const venues = usePagedList(clientVenuePages(clientId));
  useErrorToast(client.error && !isNotFound(client.error) ? client.error : null, 'Error loading client');
  useErrorToast(venues.error && !isNotFound(venues.error) ? venues.error : null, 'Error loading client venues');

  const record = recordLoad(client);
  const load: ClientLoad = record.status === 'ready' ? { status: 'ready', client: record.data } : record;

  return (
    <ClientView
      load={load}
      venues={{ ...venues, onShowMore: venues.showMore, canCreate: canCreateVenue }}
      logoSection={<ClientLogoSection clientId={clientId} />}
      revealSection={<ClientRevealSection clientId={clientId} />}
      scheduleSection={<ScheduleSection target={{ clientId }} />}
      screenshotSettingsSection={<ScreenshotSettingsSection clientId={clientId} canEdit={canEditSettings} />}
      historySection={<HistorySection filter={{ clientId }} watch={[clientKeys.detail(clientId)]} />}
      takeoverAction={canStartTakeover && client.data ? <StartTakeoverButton reach={{ id: client.data.id, type: 'Client', name: client.data.name }} /> : null}
    />
  );
}
