import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { jobs } from '../../db/schema.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import type { Storage } from './storage.ts';

/** One stored object, or every object under a record's folder (`venues/{id}`). */
export type StoredTarget = { key: string } | { folder: string };

/** Deletes stored objects whose record is gone; never throws (a failure is queued, not answered). */
export type RemoveStored = (target: StoredTarget) => Promise<void>;

export const STORAGE_DELETIONS_QUEUE = 'storage-delete';

function remove(storage: Storage, target: StoredTarget, signal?: AbortSignal): Promise<void> {
  return 'key' in target ? storage.delete(target.key, { signal }) : storage.deleteFolder(target.folder, { signal });
}

/**
 * Deletes of stored files are written to the `jobs` table and tried at once; one that fails (the
 * bucket is down or hangs) stays there and is tried again with back-off by whichever process claims it
 * (server/jobs/queue.ts), for up to the queue's deadline, then kept as failed: an orphaned
 * file is never forgotten silently. Deletes run after the record's row is gone, so the
 * worst a failure leaves is an orphan file, never a record pointing at a missing one.
 */
export function createStorageDeletions(options: { db: Db; storage: Storage; now: () => Date; log: FastifyBaseLogger }): {
  queue: JobQueue<StoredTarget>;
  removeStored: RemoveStored;
} {
  const { db, storage, now, log } = options;
  const queue = createJobQueue<StoredTarget>({
    name: STORAGE_DELETIONS_QUEUE,
    db,
    now,
    log,
    // The app's close aborts a delete under way (a hung store must not hold the shutdown); the job
    // stays queued for another round.
    handle: (job, signal) => remove(storage, job.payload, signal),
  });
  const removeStored: RemoveStored = async (target) => {
    // Queued before it is tried, so a process that dies during the call (or right after a failure)
    // leaves the row for another one; the row goes once the delete went through.
    let jobId: string | null = null;
    try {
      jobId = await queue.enqueue(db, target);
    } catch (error) {
      log.error({ err: error, target }, 'Could not queue the delete of stored files; trying it once');
    }
    try {
      await remove(storage, target);
    } catch (error) {
      if (jobId === null) log.error({ err: error, target }, 'Could not delete stored files: they stay orphaned');
      else log.warn({ err: error, target }, 'Could not delete stored files; queued to try again');
      return;
    }
    if (jobId !== null) {
      const done = jobId;
      await db
        .delete(jobs)
        .where(eq(jobs.id, done))
        .catch((error: unknown) => log.warn({ err: error, target }, 'A done delete stays queued; it will be tried again, harmlessly'));
    }
  };
  return { queue, removeStored };
}
