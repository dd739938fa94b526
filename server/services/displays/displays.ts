import { and, asc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Zone } from '../../../contract/compliance.ts';
import type { Display, DisplayState, ReportedDisplay } from '../../../contract/displays.ts';
import type { Db } from '../../db/database.ts';
import { displays, graphicsControllers, venues } from '../../db/schema.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import type { RemoveStored } from '../storage/storage-deletions.ts';
import { screenshotFolder } from '../storage/keys.ts';
import { statusSql, type SightingCutoffs } from './sightings.ts';
import { isUuid } from '../sql-rows.ts';

/** Active while the display's controller was seen since the cutoff (docs/decisions.md#generation-one), decided in SQL. */
const stateColumn = (cutoff: Date) =>
  sql<DisplayState>`case when ${graphicsControllers.lastSeenUtc} >= ${cutoff.toISOString()}::timestamptz
    then 'Active' else 'Inactive' end`;

/** A display's columns, its state and status from its controller's last sighting (joined as graphicsControllers). */
export const displayColumns = (cutoffs: SightingCutoffs) => ({
  id: displays.id,
  graphicsControllerId: displays.graphicsControllerId,
  label: displays.label,
  width: displays.width,
  height: displays.height,
  state: stateColumn(cutoffs.offlineBefore),
  status: statusSql(sql`${graphicsControllers.lastSeenUtc}`, cutoffs),
  lastSeenUtc: graphicsControllers.lastSeenUtc,
  assetId: displays.assetId,
  zone: displays.zone,
  updatedUtc: displays.updatedUtc,
});

export function toDisplay(row: Omit<Display, 'updatedUtc' | 'lastSeenUtc'> & { updatedUtc: Date; lastSeenUtc: Date | null }): Display {
  return { ...row, updatedUtc: row.updatedUtc.toISOString(), lastSeenUtc: row.lastSeenUtc?.toISOString() ?? null };
}

async function selectDisplays(db: Db, where: SQL | undefined, cutoffs: SightingCutoffs): Promise<Display[]> {
  const rows = await db
    .select(displayColumns(cutoffs))
    .from(displays)
    .innerJoin(graphicsControllers, eq(graphicsControllers.id, displays.graphicsControllerId))
    .leftJoin(venues, eq(venues.id, graphicsControllers.venueId))
    .where(where)
    .orderBy(asc(displays.label), asc(displays.id));
  return rows.map(toDisplay);
}

/** A controller's displays by label. The caller has checked the controller may be seen. */
export function listControllerDisplays(db: Db, graphicsControllerId: string, cutoffs: SightingCutoffs): Promise<Display[]> {
  return selectDisplays(db, eq(displays.graphicsControllerId, graphicsControllerId), cutoffs);
}

/** A display of a linked controller whose venue the scope may see, or null. */
export async function findVisibleDisplay(db: Db, scope: Scope, displayId: string, cutoffs: SightingCutoffs): Promise<Display | null> {
  if (!isUuid(displayId)) return null;
  const [display] = await selectDisplays(
    db,
    and(eq(displays.id, displayId), sql`${venues.id} is not null`, scopeSql(scope, venues.clientId, venues.id)),
    cutoffs,
  );
  return display ?? null;
}

/**
 * Replaces the set a device reports, matched by label: a kept label keeps its id and layout (and
 * its updatedUtc unless the size changed), new labels are added, missing ones deleted. Answers the
 * ids of the deleted ones (their stored screenshots are to go: removeDisplayScreenshots).
 */
export async function replaceDisplays(
  db: Db,
  graphicsControllerId: string,
  reported: ReportedDisplay[],
  now: Date,
): Promise<string[]> {
  const labels = reported.map((display) => display.label);
  return db.transaction(async (tx) => {
    const ofController = eq(displays.graphicsControllerId, graphicsControllerId);
    const missing = labels.length > 0 ? and(ofController, notInArray(displays.label, labels)) : ofController;
    const deleted = await tx.delete(displays).where(missing).returning({ id: displays.id });
    const deletedIds = deleted.map((row) => row.id);
    if (reported.length === 0) return deletedIds;
    await tx
      .insert(displays)
      .values(reported.map((display) => ({ graphicsControllerId, ...display, createdUtc: now, updatedUtc: now })))
      .onConflictDoUpdate({
        target: [displays.graphicsControllerId, displays.label],
        set: { width: sql`excluded.width`, height: sql`excluded.height`, updatedUtc: now },
        setWhere: or(sql`${displays.width} <> excluded.width`, sql`${displays.height} <> excluded.height`),
      });
    return deletedIds;
  });
}

/**
 * The stored screenshots of deleted displays (their rows went with the displays): called after the
 * delete commits, as every stored file is (storage-deletions.ts). A display of a venue that stays
 * would otherwise leave its files until the venue goes.
 */
export async function removeDisplayScreenshots(removeStored: RemoveStored, venueId: string | null, displayIds: string[]): Promise<void> {
  if (venueId === null) return;
  for (const displayId of displayIds) await removeStored({ folder: screenshotFolder(venueId, displayId) });
}

/** Sets a display's zone (the audit trigger records before and after); false when there is no such display. */
export async function setDisplayZone(db: Db, displayId: string, zone: Zone, now: Date): Promise<boolean> {
  const updated = await db.update(displays).set({ zone, updatedUtc: now }).where(eq(displays.id, displayId)).returning({ id: displays.id });
  return updated.length > 0;
}
