import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { venues } from '../../db/schema.ts';

/**
 * The venue writes of /api/venues. Each runs in its own transaction, so the audit trigger records
 * it; a unique or foreign-key violation is thrown as is, for the route to answer (409, 400).
 */
export async function createVenue(db: Db, values: { clientId: string; regionId: string; name: string; gmv: string }): Promise<{ id: string; clientId: string }> {
  const [row] = await db.transaction((tx) => tx.insert(venues).values(values).returning({ id: venues.id, clientId: venues.clientId }));
  if (!row) throw new Error('Insert into venues returned no row.');
  return row;
}

export async function updateVenue(db: Db, venueId: string, values: { regionId: string; name: string; gmv: string }): Promise<void> {
  await db.transaction((tx) => tx.update(venues).set({ ...values, updatedUtc: sql`now()` }).where(eq(venues.id, venueId)));
}

/** Deletes the record; its stored files go afterwards (services/assets/owner-files.ts). */
export async function deleteVenue(db: Db, venueId: string): Promise<void> {
  await db.transaction((tx) => tx.delete(venues).where(eq(venues.id, venueId)));
}
