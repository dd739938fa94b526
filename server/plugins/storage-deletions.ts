import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { attachJobQueue, type JobQueue } from '../services/jobs.ts';
import { createStorageDeletions, type RemoveStored, type StoredTarget } from '../services/storage-deletions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes stored files of a deleted record (or a replaced file); a failure is queued, never answered. */
    removeStored: RemoveStored;
    /** The queue of deletes that failed (tests run its rounds by hand). */
    storageDeletions: JobQueue<StoredTarget>;
  }
}

export interface StorageDeletionsOptions {
  /** How often queued deletes are tried again; 0: only by hand (tests). */
  intervalMs: number;
}

const storageDeletions: FastifyPluginAsync<StorageDeletionsOptions> = async (app, options) => {
  const { queue, removeStored } = createStorageDeletions({ db: app.db, storage: app.storage, now: app.now, log: app.log });
  app.decorate('removeStored', removeStored);
  app.decorate('storageDeletions', queue);
  attachJobQueue(app, queue, { intervalMs: options.intervalMs });
};

export const storageDeletionsPlugin = fp(storageDeletions, { name: 'storage-deletions', dependencies: ['db', 'storage', 'clock'] });
