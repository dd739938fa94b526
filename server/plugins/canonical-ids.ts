import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isUuid } from '../services/sql-rows.ts';

/**
 * A uuid in the path is one id whatever its case: PostgreSQL reads either, but ids are also
 * compared in code (one's own identity, a body's venueId). Lower-cased before validation, every
 * route sees the one form the database answers with (ids parse one strict way).
 */
const canonicalIds: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params) return;
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string' && isUuid(value)) params[key] = value.toLowerCase();
    }
  });
};

export const canonicalIdsPlugin = fp(canonicalIds, { name: 'canonical-ids' });
