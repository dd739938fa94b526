import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import type { Db } from '../../db/database.ts';
import type { DisplayRow } from './display-assets.ts';
import { resolveLayout } from './layout-resolve.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * The time zone of the venue a display is in (its region's): what the layout's clocks and
 * countdowns use on the device unless they name their own. Undefined when unknown.
 */
async function venueTimeZoneOf(db: Db, displayId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ time_zone: string }>(
    db,
    sql`select r.time_zone from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        join regions r on r.id = v.region_id
        where d.id = ${displayId}::uuid`,
  );
  return row ? usableTimeZone(row.time_zone) : undefined;
}


/**
 * A display's layout as one tree, sized to the display's reported screen. updatedUtc is the latest
 * change of anything drawn: the display, its layout, every group in it and every file it shows.
 */
export async function displayLayoutTree(db: Db, display: DisplayRow, knownTimeZone?: string): Promise<LayoutTree> {
  // A caller that read the venue's zone already (a week's day, one tree per layout) passes it.
  const timeZone = knownTimeZone ?? (await venueTimeZoneOf(db, display.id));
  const surface = { width: display.width, height: display.height, ...(timeZone ? { timeZone } : {}) };
  const resolved = display.assetId === null ? null : await resolveLayout(db, display.assetId);
  if (!resolved) {
    return { assetId: null, name: display.label, ...surface, updatedUtc: display.updatedUtc.toISOString(), placements: [] };
  }
  const latest = Math.max(display.updatedUtc.getTime(), resolved.latestMs);
  return { assetId: resolved.root.id, name: resolved.root.name, ...surface, updatedUtc: new Date(latest).toISOString(), placements: resolved.placements };
}

/** A strong validator of the whole answer: any change to anything drawn changes it. */
export function layoutEtag(tree: LayoutTree): string {
  return `"${createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 32)}"`;
}
