import type { DeviceStatus } from '../../../contract/deviceStatus.ts';
import { NEVER_SEEN_UTC } from '../../../contract/venues.ts';
import { Badge, RelativeTime, type BadgeVariant, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { CellRow } from '../../shared/lists/lists.styles.ts';

const STATUS_TEXT: Record<DeviceStatus, string> = { online: 'Online', stale: 'Stale', offline: 'Offline' };
const STATUS_VARIANT: Record<DeviceStatus, BadgeVariant> = { online: 'success', stale: 'warning', offline: 'destructive' };

/** Why a status is what it is, on hover and for screen readers. */
const STATUS_MEANING: Record<DeviceStatus, string> = {
  online: 'Calling in on its heartbeat',
  stale: 'Missed two heartbeats',
  offline: 'Not seen for longer than the alert time',
};

export interface DeviceSightingProps {
  status: DeviceStatus;
  /** ISO time of the last sighting; null when never seen. */
  lastSeenUtc: string | null;
  /** "Now" for the relative time; stories fix it. */
  now?: RelativeTimeValue | undefined;
}

/**
 * A controller's or display's status (online / stale / offline, docs/decisions.md#player-and-alerts) with its last-seen
 * time: a badge, then "3 minutes ago" (the raw time on hover), or Never.
 */
export function DeviceSighting({ status, lastSeenUtc, now }: DeviceSightingProps) {
  return (
    <CellRow data-status={status}>
      <Badge variant={STATUS_VARIANT[status]} title={STATUS_MEANING[status]}>
        {STATUS_TEXT[status]}
      </Badge>
      <RelativeTime value={lastSeenUtc ?? NEVER_SEEN_UTC} tooltipDelay={100} {...(now === undefined ? {} : { now })} />
    </CellRow>
  );
}
