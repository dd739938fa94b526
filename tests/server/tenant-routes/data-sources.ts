import { dataSources } from '../../../server/db/schema.ts';
import type { ExemptRoute, TenantRoute } from './types.ts';

const ADMIN_ONLY = 'Admin-only write: a ClientIdentity gets 403 whichever client the source is of (tests/server/routes/data-sources.test.ts).';

/** Live data: a client user reads its own client's sources. */
export const routes: TenantRoute[] = [
  {
    method: 'GET',
    url: '/api/data-sources/:id',
    clientWide: true,
    prepare: async (fixtures, ids) => {
      const now = new Date();
      const [row] = await fixtures.ctx.db
        .insert(dataSources)
        .values({ clientId: ids.clientId, name: 'Jackpots', kind: 'push', staleAfterSeconds: 60, fields: [{ key: 'major', type: 'number' }], createdUtc: now, updatedUtc: now })
        .returning();
      return { id: row!.id };
    },
  },
];

export const exempt: ExemptRoute[] = [
  { method: 'PUT', url: '/api/data-sources/:id', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/data-sources/:id', reason: ADMIN_ONLY },
  { method: 'POST', url: '/api/data-sources/:id/token', reason: ADMIN_ONLY },
  {
    method: 'PUT',
    url: '/api/data-sources/:id/values',
    reason: 'Takes the source’s push token, not a session: any session answers 401 (tests/server/routes/data-sources.test.ts).',
  },
];
