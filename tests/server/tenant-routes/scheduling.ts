import { assets } from '../../../server/db/schema.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import type { Fixtures } from '../fixtures.ts';
import type { ExemptRoute, TenantIds, TenantRoute } from './types.ts';

/** A display of the owner's venue: the target the scheduling routes are read through. */
async function ownDisplay(fixtures: Fixtures, ids: TenantIds): Promise<string> {
  const devices = new DeviceFixtures(fixtures.ctx);
  const controller = await devices.controller(ids);
  return (await devices.display(controller.id)).id;
}

/** A schedule entry an admin put on the owner's venue. */
async function ownScheduleEntry(fixtures: Fixtures, ids: TenantIds): Promise<string> {
  const [layout] = await fixtures.ctx.db.insert(assets).values({ name: 'Happy hour', type: 'GROUP' }).returning({ id: assets.id });
  const response = await fixtures.ctx.app.inject({
    method: 'POST',
    url: '/api/schedules',
    headers: await fixtures.adminHeaders(),
    payload: {
      name: 'Happy hour',
      target: { venueId: ids.venueId },
      content: { assetId: layout!.id },
      days: ['friday'],
      from: '17:00',
      to: '19:00',
    },
  });
  if (response.statusCode !== 201) throw new Error(`Could not create a schedule entry: ${response.body}`);
  return response.json<{ id: string }>().id;
}

const ADMIN_ONLY = 'Admin-only everywhere (docs/scheduling.md#model: admins write schedules, playlists and takeovers): a ClientIdentity gets 403 (tests/server/routes/schedules.test.ts).';

/** Scheduling: a client user reads its own client's entries and timelines. */
export const routes: TenantRoute[] = [
  {
    method: 'GET',
    url: '/api/schedules/:scheduleId',
    prepare: async (fixtures, ids) => ({ scheduleId: await ownScheduleEntry(fixtures, ids) }),
  },
  {
    method: 'GET',
    url: '/api/display/:id/timeline',
    prepare: async (fixtures, ids) => ({ id: await ownDisplay(fixtures, ids) }),
    // A valid window, so the query is not what answers: one day from a fixed Monday.
    inject: () => ({ query: { from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' } }),
  },
  {
    method: 'GET',
    url: '/api/venues/:venueId/timeline',
    // Every display of the owner's venue, lane by lane: one display is enough to have a lane.
    prepare: async (fixtures, ids) => {
      await ownDisplay(fixtures, ids);
      return { venueId: ids.venueId };
    },
    inject: () => ({ query: { from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' } }),
  },
];

export const exempt: ExemptRoute[] = [
  { method: 'PUT', url: '/api/schedules/:scheduleId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/schedules/:scheduleId', reason: ADMIN_ONLY },
  { method: 'GET', url: '/api/playlists/:playlistId', reason: ADMIN_ONLY },
  { method: 'PUT', url: '/api/playlists/:playlistId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/playlists/:playlistId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/takeovers/:takeoverId', reason: ADMIN_ONLY },
  {
    method: 'GET',
    url: '/api/graphicscontroller/self/displays/:displayId/day',
    reason:
      'Device-only: answers 401 to every portal session and 404 to another device; ' +
      'tests/server/device/routes/display-day.test.ts covers another device\'s display.',
  },
];
