import { sql, type SQL } from 'drizzle-orm';
import { staleAfterMs, type DeviceStatus, type StatusThresholds } from '../../../contract/deviceStatus.ts';

/**
 * The two instants that split sightings into online, stale and offline (contract/deviceStatus.ts),
 * computed once per request so SQL and JS decide alike.
 */
export interface SightingCutoffs {
  /** Seen before this (or never): offline, the venue's alert rule (now − ALERT_AFTER_MINUTES). */
  offlineBefore: Date;
  /** Seen before this: stale (two heartbeats missed). */
  staleBefore: Date;
}

export function sightingCutoffs(now: Date, thresholds: StatusThresholds): SightingCutoffs {
  return {
    offlineBefore: new Date(now.getTime() - thresholds.alertAfterMinutes * 60_000),
    staleBefore: new Date(now.getTime() - staleAfterMs(thresholds.heartbeatSeconds)),
  };
}

export function statusAt(lastSeenUtc: Date | null, cutoffs: SightingCutoffs): DeviceStatus {
  if (lastSeenUtc === null || lastSeenUtc < cutoffs.offlineBefore) return 'offline';
  if (lastSeenUtc < cutoffs.staleBefore) return 'stale';
  return 'online';
}

/** The same decision in SQL, for a timestamptz expression (null: never seen). */
export function statusSql(lastSeen: SQL, cutoffs: SightingCutoffs): SQL<DeviceStatus> {
  return sql<DeviceStatus>`case
    when coalesce(${lastSeen} < ${cutoffs.offlineBefore.toISOString()}::timestamptz, true) then 'offline'
    when ${lastSeen} < ${cutoffs.staleBefore.toISOString()}::timestamptz then 'stale'
    else 'online' end`;
}
