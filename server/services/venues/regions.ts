import { asc, eq } from 'drizzle-orm';
import type { Jurisdiction } from '../../../contract/compliance.ts';
import type { Region } from '../../../contract/regions.ts';
import type { Db } from '../../db/database.ts';
import { regions } from '../../db/schema.ts';
import { isUuid } from '../sql-rows.ts';

/** Every region by name: reference data, the same for every signed-in identity. */
export async function listRegions(db: Db): Promise<Region[]> {
  return db
    .select({ id: regions.id, name: regions.name, timeZone: regions.timeZone, jurisdiction: regions.jurisdiction })
    .from(regions)
    .orderBy(asc(regions.name));
}

/** The region's name, or null when there is no region of that id (a malformed id is none). */
export async function regionName(db: Db, regionId: string): Promise<string | null> {
  if (!isUuid(regionId)) return null;
  const [row] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, regionId)).limit(1);
  return row?.name ?? null;
}

/** Sets a region's jurisdiction (the audit trigger records before and after); false when there is no such region. */
export async function setRegionJurisdiction(db: Db, regionId: string, jurisdiction: Jurisdiction | null): Promise<boolean> {
  if (!isUuid(regionId)) return false;
  const updated = await db.update(regions).set({ jurisdiction }).where(eq(regions.id, regionId)).returning({ id: regions.id });
  return updated.length > 0;
}
