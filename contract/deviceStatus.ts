import * as z from 'zod';

/**
 * How a screen is doing, from its controller's last sighting (docs/decisions.md#player-and-alerts):
 * online while it keeps its heartbeat, stale after two missed heartbeats, offline after
 * ALERT_AFTER_MINUTES (a venue whose controllers are all offline is in alert).
 */
export const deviceStatuses = ['online', 'stale', 'offline'] as const;
export const deviceStatusSchema = z.enum(deviceStatuses);
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

export { DEFAULT_HEARTBEAT_SECONDS } from './heartbeat.ts';

/**
 * A sighting is written at most this often per device, so many devices polling do not write on
 * every call (docs/decisions.md#player-and-alerts). A shorter heartbeat (tests) shortens it too.
 */
export const SIGHTING_WRITE_SECONDS_MAX = 60;

export interface StatusThresholds {
  heartbeatSeconds: number;
  alertAfterMinutes: number;
}

/** How long a device may be silent between two written sightings. */
export function sightingWriteMs(heartbeatSeconds: number): number {
  return Math.min(heartbeatSeconds, SIGHTING_WRITE_SECONDS_MAX) * 1000;
}

/**
 * Stale after two missed heartbeats. The stored sighting may lag the device's latest call by up to
 * one write interval, so that interval is added: a device that keeps its heartbeat never looks stale.
 */
export function staleAfterMs(heartbeatSeconds: number): number {
  return 2 * heartbeatSeconds * 1000 + sightingWriteMs(heartbeatSeconds);
}

/** The status of a device last seen at `lastSeenUtc` (null: never), seen from `now`. */
export function deviceStatusOf(lastSeenUtc: Date | string | null, now: Date, thresholds: StatusThresholds): DeviceStatus {
  if (lastSeenUtc === null) return 'offline';
  const silentMs = now.getTime() - new Date(lastSeenUtc).getTime();
  if (silentMs > thresholds.alertAfterMinutes * 60_000) return 'offline';
  if (silentMs > staleAfterMs(thresholds.heartbeatSeconds)) return 'stale';
  return 'online';
}
