import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import type { Db } from '../../db/database.ts';
import type { DisplayRow } from './display-assets.ts';
import { resolveLayouts, type ResolvedLayout } from './layout-resolve.ts';
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

/** A resolved layout (or none: the display's blank) as a tree sized to the display. */
function treeOf(display: DisplayRow, timeZone: string | undefined, resolved: ResolvedLayout | undefined): LayoutTree {
  const surface = { width: display.width, height: display.height, ...(timeZone ? { timeZone } : {}) };
  if (!resolved) {
    return { assetId: null, name: display.label, ...surface, updatedUtc: display.updatedUtc.toISOString(), placements: [] };
  }
  const latest = Math.max(display.updatedUtc.getTime(), resolved.latestMs);
  return { assetId: resolved.root.id, name: resolved.root.name, ...surface, updatedUtc: new Date(latest).toISOString(), placements: resolved.placements };
}

/**
 * A display's layout as one tree, sized to the display's reported screen. updatedUtc is the latest
 * change of anything drawn: the display, its layout, every group in it and every file it shows.
 */
export async function displayLayoutTree(db: Db, display: DisplayRow): Promise<LayoutTree> {
  const [timeZone, resolved] = await Promise.all([venueTimeZoneOf(db, display.id), resolveLayouts(db, display.assetId === null ? [] : [display.assetId])]);
  return treeOf(display, timeZone, display.assetId === null ? undefined : resolved.get(display.assetId.toLowerCase()));
}

/**
 * Several layouts as displayLayoutTree draws each on the display (a week's day: its own layout and
 * those its entries, takeovers and playlists show), resolved together, by asset id in the order
 * given; `timeZone` is the venue's, which the caller read already.
 */
export async function displayLayoutTrees(db: Db, display: DisplayRow, assetIds: Iterable<string>, timeZone: string): Promise<Record<string, LayoutTree>> {
  const ids = [...assetIds];
  const resolved = await resolveLayouts(db, ids);
  return Object.fromEntries(ids.map((assetId) => [assetId, treeOf(display, timeZone, resolved.get(assetId.toLowerCase()))]));
}

/** A strong validator of the whole answer: any change to anything drawn changes it. */
export function layoutEtag(tree: LayoutTree): string {
  return `"${createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 32)}"`;
}
