import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { venues } from '../../db/schema.ts';
import { ownerFolder } from '../storage/keys.ts';
import type { RemoveStored } from '../storage/storage-deletions.ts';

/**
 * A client's or venue's stored files (logo, reveal media) live under its own folder, so deleting
 * the record deletes the folder. Call AFTER the row is deleted: a failure then leaves an orphan
 * file, queued to be deleted later (services/storage/storage-deletions.ts), never a record pointing at a
 * missing file.
 */
export async function deleteVenueFiles(removeStored: RemoveStored, venueId: string): Promise<void> {
  await removeStored({ folder: ownerFolder('venues', venueId) });
}

/**
 * For deleting a client: call BEFORE deleting its row (its venues are gone after the cascade);
 * run the function it returns AFTER the delete succeeded.
 */
export async function clientFilesCleanup(db: Db, removeStored: RemoveStored, clientId: string): Promise<() => Promise<void>> {
  const venueRows = await db.select({ id: venues.id }).from(venues).where(eq(venues.clientId, clientId));
  return async () => {
    for (const venue of venueRows) await deleteVenueFiles(removeStored, venue.id);
    await removeStored({ folder: ownerFolder('clients', clientId) });
  };
}
