import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { clientKeys, clientQuery } from '../../api/clients.ts';
import { clientVenuePages } from '../../api/venues.ts';
import { usePagedList } from '../../api/paging.ts';
import { ClientLogoSection } from '../../features/logos/ClientLogoSection.tsx';
import { StartTakeoverButton } from '../../features/scheduling/takeovers/StartTakeoverButton.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { ClientView, type ClientLoad } from '../../features/clients/ClientView.tsx';
import { isNotFound } from '../../api/notFound.ts';
import { recordLoad } from '../../api/queryStatus.ts';

// The sections below the logo and the venues are fetched when first drawn: the first screen (the
// client's name, logo and venues) waits for none of their code (docs/decisions.md#browser-side).
const ClientRevealSection = lazy(() => import('../../features/reveal/ClientRevealSection.tsx').then((module) => ({ default: module.ClientRevealSection })));
const ScheduleSection = lazy(() => import('../../features/scheduling/schedules/ScheduleSection.tsx').then((module) => ({ default: module.ScheduleSection })));
const ScreenshotSettingsSection = lazy(() =>
  import('../../features/fleet/screenshots/ScreenshotSettingsSection.tsx').then((module) => ({ default: module.ScreenshotSettingsSection })),
);
const HistorySection = lazy(() => import('../../features/activity/HistorySection.tsx').then((module) => ({ default: module.HistorySection })));

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
      revealSection={
        <Suspense fallback={null}>
          <ClientRevealSection clientId={clientId} />
        </Suspense>
      }
      scheduleSection={
        <Suspense fallback={null}>
          <ScheduleSection target={{ clientId }} />
        </Suspense>
      }
      screenshotSettingsSection={
        <Suspense fallback={null}>
          <ScreenshotSettingsSection clientId={clientId} canEdit={canEditSettings} />
        </Suspense>
      }
      historySection={
        <Suspense fallback={null}>
          <HistorySection filter={{ clientId }} watch={[clientKeys.detail(clientId)]} />
        </Suspense>
      }
      takeoverAction={canStartTakeover && client.data ? <StartTakeoverButton reach={{ id: client.data.id, type: 'Client', name: client.data.name }} /> : null}
    />
  );
}
