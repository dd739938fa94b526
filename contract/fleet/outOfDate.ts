import { staleAfterMs } from '../deviceStatus.ts';

/**
 * Why a display is out of date: it has not reported for longer than two heartbeats
 * (offline: what it shows is unknown), or for longer than two heartbeats it has shown something
 * other than what the timeline says now, with a media error since then (mediaFailed) or without
 * one (oldLayout). No zod here: the player and the fleet page use it too.
 */
export const outOfDateReasons = ['offline', 'oldLayout', 'mediaFailed'] as const;
export type OutOfDateReason = (typeof outOfDateReasons)[number];

/** What the server keeps of a display's latest report (server/services/fleet/reports.ts). */
export interface ReportFacts {
  /** When the display last reported; null: never (a player from before reports existed, or never started). */
  reportedUtc: Date | null;
  /** Since when what it shows has differed from the timeline without a break; null: it matches. */
  mismatchSinceUtc: Date | null;
  /** When the player last failed to load a medium; null: never. */
  lastMediaErrorUtc: Date | null;
}

/** How long a mismatch is tolerated: a switch in progress, or a report sent just before a change. */
export function mismatchGraceMs(heartbeatSeconds: number): number {
  return 2 * heartbeatSeconds * 1000;
}

/**
 * The reason the display is out of date at `now`, or null when it is up to date. Silence counts
 * from the same threshold as the stale status (contract/deviceStatus.ts), so a display whose player
 * reports with its computer's heartbeats never shows "online" and "out of date: offline" together;
 * one whose computer calls in but whose player does not report is named "player not reporting" by
 * the pages (app/features/fleet/fleetTexts.ts).
 */
export function outOfDateReason(facts: ReportFacts, now: Date, heartbeatSeconds: number): OutOfDateReason | null {
  const nowMs = now.getTime();
  if (facts.reportedUtc === null || nowMs - facts.reportedUtc.getTime() > staleAfterMs(heartbeatSeconds)) return 'offline';
  if (facts.mismatchSinceUtc === null) return null;
  const mismatchMs = nowMs - facts.mismatchSinceUtc.getTime();
  if (mismatchMs <= mismatchGraceMs(heartbeatSeconds)) return null;
  if (facts.lastMediaErrorUtc !== null && facts.lastMediaErrorUtc.getTime() >= facts.mismatchSinceUtc.getTime()) return 'mediaFailed';
  return 'oldLayout';
}

/** What a display shows or should show: a layout, or a playlist (its items rotate by the clock). */
export interface ShownContent {
  assetId: string | null;
  playlistId: string | null;
}

/**
 * Whether what the player shows is what the timeline says now. A playlist counts as itself, not
 * its current item: players rotate by their own corrected clock, a second apart at a boundary.
 */
export function showsExpected(shown: ShownContent, expected: ShownContent): boolean {
  if (expected.playlistId !== null) return shown.playlistId === expected.playlistId;
  return shown.playlistId === null && shown.assetId === expected.assetId;
}
