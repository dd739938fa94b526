import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue } from '../jobs/queue.ts';
import { createStorageDeletions, type RemoveStored, type StoredTarget } from '../services/storage/storage-deletions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes stored files of a deleted record (or a replaced file); a failure is queued, never answered. */
    removeStored: RemoveStored;
    /** The queue of deletes that failed (server/jobs/background-jobs.ts polls it; tests run its rounds by hand). */
    storageDeletions: JobQueue<StoredTarget>;
  }
}

const storageDeletions: FastifyPluginAsync = async (app) => {
  const { queue, removeStored } = createStorageDeletions({ db: app.db, storage: app.storage, now: app.now, log: app.log });
  app.decorate('removeStored', removeStored);
  app.decorate('storageDeletions', queue);
};

export const storageDeletionsPlugin = fp(storageDeletions, { name: 'storage-deletions', dependencies: ['db', 'storage', 'clock'] });
