import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FleetDisplay } from '../../../contract/fleet.ts';
import { SCREENSHOT_HISTORY, screenshotContentTypes } from '../../../contract/fleet/screenshots.ts';
import type { ScreenshotRef, VenueScreenshots } from '../../../contract/fleetScreenshots.ts';
import type { Db } from '../../db/database.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { queryRows } from '../sql-rows.ts';
import type { RemoveStored } from '../storage/storage-deletions.ts';
import { screenshotKey } from '../storage/keys.ts';
import type { Storage } from '../storage/storage.ts';

type ScreenshotType = (typeof screenshotContentTypes)[number];
const extensions: Record<ScreenshotType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The screenshot's type read from its bytes (never from what the request says), or null when not JPEG, PNG or WebP. */
export async function sniffScreenshotType(bytes: Buffer): Promise<ScreenshotType | null> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const mime = sniffed?.mime as string | undefined;
  return screenshotContentTypes.find((type) => type === mime) ?? null;
}

export interface ScreenshotRow {
  id: string;
  display_id: string;
  taken_utc: Date | string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
}

export const toScreenshotRef = (row: Pick<ScreenshotRow, 'id' | 'taken_utc'>): ScreenshotRef => ({ id: row.id, takenUtc: new Date(row.taken_utc).toISOString() });

/**
 * Stores the bytes, then records them and deletes the display's screenshots beyond the latest
 * SCREENSHOT_HISTORY (rows in the same statement, their files after it). The file goes first, so a
 * row never points at nothing; a failure between the two leaves an orphan in the venue's folder.
 */
export async function saveScreenshot(
  deps: { db: Db; storage: Storage; removeStored: RemoveStored },
  target: { displayId: string; venueId: string },
  bytes: Buffer,
  contentType: ScreenshotType,
  now: Date,
): Promise<ScreenshotRef> {
  const id = randomUUID();
  const key = screenshotKey(target.venueId, target.displayId, `${id}.${extensions[contentType]}`);
  await deps.storage.put(key, bytes, { contentType, sizeBytes: bytes.length });
  const pruned = await queryRows<{ storage_key: string }>(
    deps.db,
    sql`with added as (
          insert into display_screenshots (id, display_id, taken_utc, content_type, size_bytes, storage_key)
          values (${id}::uuid, ${target.displayId}::uuid, ${now.toISOString()}::timestamptz, ${contentType}, ${bytes.length}, ${key})
          returning id
        ), kept as (
          -- The newest HISTORY - 1 already there, plus the one added by this statement.
          select id from display_screenshots where display_id = ${target.displayId}::uuid
          order by taken_utc desc, id desc limit ${SCREENSHOT_HISTORY - 1}
        )
        delete from display_screenshots s
        where s.display_id = ${target.displayId}::uuid and s.id not in (select id from kept) and s.id not in (select id from added)
        returning s.storage_key`,
  );
  for (const row of pruned) await deps.removeStored({ key: row.storage_key });
  return { id, takenUtc: now.toISOString() };
}

/** The display's kept screenshots, newest first. */
export function listScreenshots(db: Db, displayId: string): Promise<ScreenshotRow[]> {
  return queryRows<ScreenshotRow>(
    db,
    sql`select * from display_screenshots where display_id = ${displayId}::uuid order by taken_utc desc, id desc limit ${SCREENSHOT_HISTORY}`,
  );
}

/** One screenshot of the display, or null. */
export async function findScreenshot(db: Db, displayId: string, screenshotId: string): Promise<ScreenshotRow | null> {
  const [row] = await queryRows<ScreenshotRow>(db, sql`select * from display_screenshots where id = ${screenshotId}::uuid and display_id = ${displayId}::uuid`);
  return row ?? null;
}

/** The latest screenshot of each display (one query for a page of them). */
export async function latestScreenshots(db: Db, displayIds: readonly string[]): Promise<Map<string, ScreenshotRef>> {
  if (displayIds.length === 0) return new Map();
  const rows = await queryRows<{ display_id: string; id: string; taken_utc: Date | string }>(
    db,
    sql`select distinct on (display_id) display_id, id, taken_utc from display_screenshots
        where display_id = any(${`{${displayIds.join(',')}}`}::uuid[])
        order by display_id, taken_utc desc, id desc`,
  );
  return new Map(rows.map((row) => [row.display_id, toScreenshotRef(row)]));
}

/** A page of fleet rows with each display's latest screenshot (kept apart from the list's own query). */
export async function withLatestScreenshots<Row extends Pick<FleetDisplay, 'id'>>(db: Db, rows: Row[]): Promise<(Row & { latestScreenshot: ScreenshotRef | null })[]> {
  const latest = await latestScreenshots(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, latestScreenshot: latest.get(row.id) ?? null }));
}

/** The display's venue (its screenshots' folder) and its client's screenshot interval; null when not on a venue. */
export async function screenshotContextOf(db: Db, displayId: string): Promise<{ venueId: string; intervalMinutes: number } | null> {
  const [row] = await queryRows<{ venue_id: string; minutes: number }>(
    db,
    sql`select v.id as venue_id, c.screenshot_interval_minutes as minutes from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id join clients c on c.id = v.client_id
        where d.id = ${displayId}::uuid`,
  );
  return row ? { venueId: row.venue_id, intervalMinutes: row.minutes } : null;
}

/**
 * One of the device's own displays, with its venue and its client's screenshot interval (null
 * while its controller is on no venue); null when the display is not this controller's (or is
 * gone). One query for what each report and upload of a device needs first.
 */
export async function ownDisplayContext(
  db: Db,
  controllerId: string,
  displayId: string,
): Promise<{ displayId: string; venueId: string | null; intervalMinutes: number | null } | null> {
  const [row] = await queryRows<{ id: string; venue_id: string | null; minutes: number | null }>(
    db,
    sql`select d.id, v.id as venue_id, c.screenshot_interval_minutes as minutes from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        left join venues v on v.id = g.venue_id left join clients c on c.id = v.client_id
        where d.id = ${displayId}::uuid and d.graphics_controller_id = ${controllerId}::uuid`,
  );
  return row ? { displayId: row.id, venueId: row.venue_id, intervalMinutes: row.minutes } : null;
}

/**
 * A venue's displays with their latest screenshots and its client's interval, for the venue page;
 * null when the scope may not see the venue (or there is none).
 */
export async function venueScreenshots(db: Db, scope: Scope, venueId: string): Promise<VenueScreenshots | null> {
  const [venue] = await queryRows<{ minutes: number }>(
    db,
    sql`select c.screenshot_interval_minutes as minutes from venues v join clients c on c.id = v.client_id
        where v.id = ${venueId}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}`,
  );
  if (!venue) return null;
  const displays = await queryRows<{ id: string; label: string; controller_id: string; controller_name: string }>(
    db,
    sql`select d.id, d.label, g.id as controller_id, g.name as controller_name
        from displays d join graphics_controllers g on g.id = d.graphics_controller_id
        where g.venue_id = ${venueId}::uuid order by g.name, g.id, d.label, d.id`,
  );
  const latest = await latestScreenshots(db, displays.map((display) => display.id));
  return {
    items: displays.map((display) => ({
      displayId: display.id,
      label: display.label,
      graphicsControllerId: display.controller_id,
      graphicsControllerName: display.controller_name,
      latestScreenshot: latest.get(display.id) ?? null,
    })),
    intervalMinutes: venue.minutes,
  };
}
