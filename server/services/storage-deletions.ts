import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { createJobQueue, type JobQueue } from './jobs.ts';
import type { Storage } from './storage/storage.ts';

/** One stored object, or every object under a record's folder (`venues/{id}`). */
export type StoredTarget = { key: string } | { folder: string };

/** Deletes stored objects whose record is gone; never throws (a failure is queued, not answered). */
export type RemoveStored = (target: StoredTarget) => Promise<void>;

export const STORAGE_DELETIONS_QUEUE = 'storage-delete';

function remove(storage: Storage, target: StoredTarget): Promise<void> {
  return 'key' in target ? storage.delete(target.key) : storage.deleteFolder(target.folder);
}

/**
 * Deletes of stored files are tried at once; one that fails (the bucket is down or hangs) is
 * written to the `jobs` table and tried again with back-off by whichever process claims it
 * (server/services/jobs.ts), for up to the queue's deadline, then kept as failed: an orphaned
 * file is never forgotten silently (issue 19). Deletes run after the record's row is gone, so the
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
    handle: (job) => remove(storage, job.payload),
  });
  const removeStored: RemoveStored = async (target) => {
    try {
      await remove(storage, target);
    } catch (error) {
      log.warn({ err: error, target }, 'Could not delete stored files; queued to try again');
      try {
        await queue.enqueue(db, target);
      } catch (queueError) {
        log.error({ err: queueError, target }, 'Could not queue the delete of stored files: they stay orphaned');
      }
    }
  };
  return { queue, removeStored };
}
