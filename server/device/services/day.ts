import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DeviceDay } from '../../../contract/deviceDay.ts';
import { DEVICE_HORIZON_MS } from '../../../contract/schedules.ts';
import type { Db } from '../../db/database.ts';
import type { ComplianceSettings } from './compliance-settings.ts';
import type { KnownSchedule } from './known-days.ts';
import type { DayCommands } from '../../services/fleet/commands.ts';
import { readDayStart } from './day-start.ts';
import { dayWindowStartMs } from './day-window.ts';
import { contentOf, displayCompliance } from '../../services/compliance/display-compliance.ts';
import { displayLayoutTrees } from '../../services/assets/layout-tree.ts';
import { approvedLayouts } from '../../services/approvals/approval-gate.ts';
import { toResolverEntry } from '../../services/schedules/entry-rows.ts';
import { entriesForDisplay, takeoversForDisplay } from '../../services/schedules/resolver-inputs.ts';
import { toResolverTakeover } from '../../services/schedules/takeover-rows.ts';
import { queryRows } from '../../services/sql-rows.ts';

/** Two days back: an occurrence or a takeover already running when the answer starts keeps its true start. */
const LOOKBACK_MS = 2 * 86_400_000;

/** A display's week as its player gets it, and what of it the resolver needs (kept by known-days.ts). */
export interface ReadDeviceDay {
  day: DeviceDay;
  schedule: KnownSchedule;
  /** The display's commands, read with its first statement (day-start.ts): no day is kept while one is to take. */
  commands: DayCommands;
}

/**
 * One display's week for its player (contract/deviceDay.ts), or null when the display is not the
 * controller's or not on a linked venue. The display is read here, with its venue's context and its
 * commands in one statement (day-start.ts), so a read after a wait sees the display as it is now
 * (its size, its layout). The
 * version hashes everything but the server's time and the window, which move on every call; the
 * window moves by whole hours (at the display's own second: day-window.ts) so the version holds
 * between changes. `settings`: the portal-wide compliance settings, as this process keeps them
 * (compliance-settings.ts). Its statements do not grow with the layouts it carries (layouts are
 * resolved together: services/assets/layout-resolve.ts).
 */
export async function deviceDay(db: Db, controllerId: string, displayId: string, now: Date, settings: ComplianceSettings): Promise<ReadDeviceDay | null> {
  const start = await readDayStart(db, controllerId, displayId, now);
  if (!start) return null;
  const { display, context, commands } = start;
  const hour = 3_600_000;
  const fromMs = dayWindowStartMs(context.displayId, now.getTime());
  const toMs = fromMs + DEVICE_HORIZON_MS + hour;
  const today = new Date(fromMs - LOOKBACK_MS).toISOString().slice(0, 10);
  const [entryRows, takeoverRows] = await Promise.all([entriesForDisplay(db, context), takeoversForDisplay(db, context, fromMs, toMs)]);
  const entries = entryRows.map(toResolverEntry).filter((entry) => entry.lastDate === null || entry.lastDate >= today);
  const takeovers = takeoverRows.map(toResolverTakeover).filter((takeover) => takeover.endMs > fromMs - LOOKBACK_MS);

  const playlistIds = [...new Set([...entries, ...takeovers].map((item) => item.playlistId).filter((id): id is string => id !== null))];
  const itemRows =
    playlistIds.length === 0
      ? []
      : await queryRows<{ playlist_id: string; asset_id: string; duration_seconds: number }>(
          db,
          sql`select playlist_id, asset_id, duration_seconds from playlist_items
              where playlist_id = any(${`{${playlistIds.join(',')}}`}::uuid[]) order by playlist_id, position`,
        );
  const playlists: DeviceDay['playlists'] = Object.fromEntries(playlistIds.map((id) => [id, []]));
  for (const row of itemRows) playlists[row.playlist_id]?.push({ assetId: row.asset_id, durationSeconds: row.duration_seconds });
  // The player guards its own timeline as the server does (docs/compliance.md), so it is given the rules too.
  const compliance = await displayCompliance(
    db,
    context,
    contentOf(context.displayAssetId, [...entries, ...takeovers]),
    settings.rulesByKey,
    settings.allLayoutsNeedApproval,
    settings.mandatoryByKey,
  );

  const layoutIds = new Set<string>();
  if (context.displayAssetId) layoutIds.add(context.displayAssetId);
  if (compliance.mandatoryAssetId) layoutIds.add(compliance.mandatoryAssetId);
  for (const item of [...entries, ...takeovers]) if (item.assetId) layoutIds.add(item.assetId);
  for (const items of Object.values(playlists)) for (const item of items) layoutIds.add(item.assetId);
  const live = await displayLayoutTrees(db, display, layoutIds, context.timeZone);
  // Layouts that need approval here travel as their approved version only; one never approved not at all.
  const layouts = await approvedLayouts(db, compliance.rules, live, display.updatedUtc, settings.allLayoutsNeedApproval);
  for (const [id, items] of Object.entries(playlists)) playlists[id] = items.filter((item) => item.assetId in layouts);

  const week = {
    displayId: context.displayId,
    displayAssetId: context.displayAssetId,
    timeZone: context.timeZone,
    openHours: context.openHours,
    entries: entries.sort((a, b) => (a.id < b.id ? -1 : 1)),
    takeovers: takeovers.sort((a, b) => (a.id < b.id ? -1 : 1)),
    playlists,
    layouts,
    compliance,
    validFromUtc: new Date(fromMs).toISOString(),
    validToUtc: new Date(toMs).toISOString(),
  };
  const version = `"${createHash('sha256').update(JSON.stringify(week)).digest('base64url').slice(0, 32)}"`;
  const { displayAssetId, timeZone, openHours } = week;
  return {
    day: { ...week, serverTimeUtc: now.toISOString(), version },
    schedule: { displayId: week.displayId, displayAssetId, timeZone, openHours, entries: week.entries, takeovers: week.takeovers, compliance },
    commands,
  };
}
