import type { DeviceStatus } from '../../../contract/deviceStatus.ts';
import type { CommandKind, CommandState, FleetDisplay } from '../../../contract/fleet.ts';
import type { OutOfDateReason } from '../../../contract/fleet/outOfDate.ts';
import { RAW_PLAY_RETENTION_DAYS } from '../../../contract/fleet/playRetention.ts';
import type { BadgeVariant } from '../../../ui-kit/index.ts';

/** Words of the fleet pages, in one place so stories and tests read the same. */
export const FLEET_LOAD_ERROR_TITLE = 'Could not load the fleet';
export const FLEET_DISPLAY_LOAD_ERROR_TITLE = 'Could not load the display';

/**
 * The out-of-date reason as the pages name it. Silence while the display's computer calls in
 * (status online) is not "offline": that screen's player is closed, crashed or from before screen
 * reports, and the fleet page must not say "Online" and "offline" side by side.
 */
export type OutOfDateShown = OutOfDateReason | 'notReporting';

export function outOfDateShown(display: Pick<FleetDisplay, 'status' | 'outOfDate'>): OutOfDateShown | null {
  return display.outOfDate === 'offline' && display.status === 'online' ? 'notReporting' : display.outOfDate;
}

export const outOfDateLabels: Record<OutOfDateShown, string> = {
  offline: 'Out of date: offline',
  notReporting: 'Out of date: player not reporting',
  oldLayout: 'Out of date: old layout',
  mediaFailed: 'Out of date: media failed',
};

export const statusLabels: Record<DeviceStatus, string> = { online: 'Online', stale: 'Stale', offline: 'Offline' };
export const statusVariants: Record<DeviceStatus, BadgeVariant> = { online: 'success', stale: 'warning', offline: 'destructive' };

export const commandLabels: Record<CommandKind, string> = {
  reload: 'Reload player',
  redownload: 'Re-download media',
  identify: 'Identify',
  screenshot: 'Take screenshot now',
};
export const commandStateLabels: Record<CommandState, string> = { sent: 'Sent', done: 'Done', failed: 'Failed' };
export const commandStateVariants: Record<CommandState, BadgeVariant> = { sent: 'secondary', done: 'success', failed: 'destructive' };

/** What the display shows, in words: the layout's or playlist's name, else what is known. */
export function shownLabel(display: Pick<FleetDisplay, 'shown'>): string {
  const shown = display.shown;
  if (shown === null) return 'Not reported yet';
  if (shown.name) return shown.playlistId ? `${shown.name} (playlist)` : shown.name;
  if (shown.assetId === null && shown.playlistId === null) return 'Idle screen';
  return 'A deleted layout';
}

/** Bytes as a short size ("12.3 MB"). */
export function sizeLabel(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Made once: toLocaleString with options builds a formatter per call, and the fleet calls this per row. */
const uptimeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** The 7-day uptime as the fleet shows it ("99.5 %"), or a dash for a display too new to tell. */
export function uptimeLabel(percent: number | null): string {
  return percent === null ? '–' : `${uptimeFormat.format(percent)} %`;
}

/**
 * The display page's note on plays its player dropped from its offline queue (player/fleet/playQueueCap.ts:
 * about the server's 35 days of raw plays, the oldest going first), so nobody trusts a report that misses them.
 */
export const playsDroppedTitle = 'Plays lost while offline';
export function playsDroppedNote(count: number): string {
  const plays = count === 1 ? '1 play was' : `${count.toLocaleString('en')} plays were`;
  return (
    `${plays} lost while this screen was offline too long: its player keeps about ${RAW_PLAY_RETENTION_DAYS} days of plays ` +
    `waiting for upload and drops the oldest beyond that. Proof-of-play reports miss ${count === 1 ? 'it' : 'them'}.`
  );
}
