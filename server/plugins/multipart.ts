import multipart from '@fastify/multipart';
import type { ZodRoutes } from './zod.ts';

/**
 * The routes that read a multipart body (those declaring `config.uploadField`; the body is parsed
 * when the route reads it, server/services/uploads.ts, which sets the size limit per kind of file),
 * declared in a context of their own: `app.register(multipartRoutes(async (uploads) => {
 * uploads.post(…) }))`. Only there is `multipart/form-data` parsed (elsewhere it is a 415, as any
 * type a route does not take), and only there run the hooks @fastify/multipart adds to every
 * request of its context: an async onRequest that puts a 'close' listener on the response and an
 * async onResponse, both to clean files saved to disk, which the portal never does. Registered for
 * the whole app they cost every request two promises and a listener, each player's long poll too
 * (docs/live-data.md#delivery-to-players).
 *
 * The limits here are those on everything in the body but the file.
 */
export function multipartRoutes(routes: ZodRoutes): ZodRoutes {
  return async (app) => {
    await app.register(multipart, {
      limits: { fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 100 },
    });
    await routes(app, {});
  };
}
