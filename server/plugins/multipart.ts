import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart bodies are parsed only when a route reads them (server/services/uploads.ts), which
 * sets the size limit per kind of file; these are the limits on everything else in the body.
 */
const multipartBody: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 100 },
  });
};

export const multipartPlugin = fp(multipartBody, { name: 'multipart' });
