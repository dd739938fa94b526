import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { venues } from '../db/schema.ts';
import { ownerFolder } from './storage/keys.ts';
import type { Storage } from './storage/storage.ts';

/**
 * A client's or venue's stored files (logo, reveal media) live under its own folder, so deleting
 * the record deletes the folder. Call AFTER the row is deleted: a failure then leaves an orphan
 * file (logged), never a record pointing at a missing file.
 */
export async function deleteVenueFiles(storage: Storage, venueId: string, log: FastifyBaseLogger): Promise<void> {
  await storage.deleteFolder(ownerFolder('venues', venueId)).catch((error: unknown) => {
    log.error({ err: error, venueId }, 'Could not delete the files of a deleted venue');
  });
}

/**
 * For deleting a client: call BEFORE deleting its row (its venues are gone after the cascade);
 * run the function it returns AFTER the delete succeeded.
 */
export async function clientFilesCleanup(
  db: Db,
  storage: Storage,
  clientId: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const venueRows = await db.select({ id: venues.id }).from(venues).where(eq(venues.clientId, clientId));
  return async () => {
    for (const venue of venueRows) await deleteVenueFiles(storage, venue.id, log);
    await storage.deleteFolder(ownerFolder('clients', clientId)).catch((error: unknown) => {
      log.error({ err: error, clientId }, 'Could not delete the files of a deleted client');
    });
  };
}

/** Deletes one stored file whose record no longer points at it; a failure is logged, not answered. */
export async function deleteStoredFile(storage: Storage, key: string, log: FastifyBaseLogger): Promise<void> {
  await storage.delete(key).catch((error: unknown) => log.error({ err: error, key }, 'Could not delete a stored file'));
}
