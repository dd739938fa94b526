import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LocalDiskStorage } from '../services/storage/local-disk.ts';
import type { Storage } from '../services/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Uploaded files: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files (docs/operations.md). */
const storage: FastifyPluginAsync = async (app) => {
  const { s3, dataDir, timeouts } = app.config;
  // The AWS SDK is large: loaded only when a bucket is configured.
  const instance: Storage = s3
    ? new (await import('../services/storage/s3.ts')).S3Storage(s3, { callMs: timeouts.storageMs, uploadMs: timeouts.uploadMs })
    : new LocalDiskStorage(join(dataDir, 'files'));
  app.decorate('storage', instance);
};

export const storagePlugin = fp(storage, { name: 'storage', dependencies: ['config'] });
