import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { CommandKind } from '../../../contract/fleet.ts';
import { FLEET_REFRESH_MS, fleetDisplayQuery } from '../../api/fleet.ts';
import { isNotFound } from '../../api/notFound.ts';
import { FLEET_DISPLAY_LOAD_ERROR_TITLE } from '../../features/fleet/fleetTexts.ts';
import { ZoneCard } from '../../features/compliance/ZoneCard.tsx';
import { FleetDisplayView } from '../../features/fleet/FleetDisplayView.tsx';
import { ScreenshotCard } from '../../features/fleet/screenshots/ScreenshotCard.tsx';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { useDisplayZone } from '../../features/fleet/useDisplayZone.ts';
import { useSendCommand } from '../../features/fleet/useSendCommand.ts';
import { useTakeScreenshot } from '../../features/fleet/useTakeScreenshot.ts';
import { recordStatus } from '../../api/queryStatus.ts';

/** /screens/{displayId}: one display; refreshes itself so a command's state moves from Sent to Done, and its screenshots. */
export function FleetDisplayRoute() {
  const { displayId = '' } = useParams();
  const query = useQuery({ ...fleetDisplayQuery(displayId), refetchInterval: FLEET_REFRESH_MS });
  const screenshots = useTakeScreenshot(displayId);
  const canEditZone = usePermission('compliance.edit');
  // Commands, "Take screenshot now" included, are for those who may change the fleet (docs/permissions.md).
  const canCommand = usePermission('fleet.edit');
  const zone = useDisplayZone(displayId);
  useErrorToast(query.isError && !isNotFound(query.error) ? query.error : null, FLEET_DISPLAY_LOAD_ERROR_TITLE);
  const { sending, send } = useSendCommand();
  const onCommand = (kind: CommandKind) => void send({ kind, target: { displayIds: [displayId] } }).catch(() => undefined);
  return (
    <FleetDisplayView
      status={recordStatus(query)}
      display={query.data ?? null}
      sending={sending}
      onCommand={canCommand ? onCommand : undefined}
      renderLink={renderRouterLink}
      zoneSection={
        query.data ? <ZoneCard zone={zone.pendingZone ?? query.data.zone} canEdit={canEditZone} saving={zone.saving} onZoneChange={zone.save} /> : null
      }
      screenshotSection={
        query.data && screenshots.history.data ? (
          <ScreenshotCard
            displayId={displayId}
            displayLabel={query.data.label}
            screenshots={screenshots.history.data.items}
            intervalMinutes={screenshots.history.data.intervalMinutes}
            taking={screenshots.taking}
            onTake={canCommand ? screenshots.take : undefined}
          />
        ) : null
      }
    />
  );
}
