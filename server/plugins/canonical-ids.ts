import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isUuid } from '../services/sql-rows.ts';

/**
 * A uuid in the path is one id whatever its case: PostgreSQL reads either, but ids are also
 * compared in code (one's own identity, a body's venueId). Lower-cased before validation, every
 * route sees the one form the database answers with (ids parse one strict way).
 */
const canonicalIds: FastifyPluginAsync = async (app) => {
  // A callback, not an async hook: it runs on every request, most (each player's poll) without params.
  app.addHook('preValidation', (request, _reply, done) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (params) {
      for (const key of Object.keys(params)) {
        const value = params[key];
        if (typeof value === 'string' && isUuid(value)) params[key] = value.toLowerCase();
      }
    }
    done();
  });
};

export const canonicalIdsPlugin = fp(canonicalIds, { name: 'canonical-ids' });
