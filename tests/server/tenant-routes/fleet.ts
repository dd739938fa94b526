import { DeviceFixtures } from '../device-fixtures.ts';
import type { ExemptRoute, TenantRoute } from './types.ts';

const DEVICE_ONLY =
  'Device-only: answers 401 to every portal session and 404 to another device; tests/server/routes/fleet.test.ts covers another device\'s display.';

/** The fleet: a client user reads its own client's displays only. */
export const routes: TenantRoute[] = [
  {
    method: 'GET',
    url: '/api/fleet/displays/:displayId',
    prepare: async (fixtures, ids) => {
      const devices = new DeviceFixtures(fixtures.ctx);
      const controller = await devices.controller(ids);
      return { displayId: (await devices.display(controller.id)).id };
    },
  },
];

export const exempt: ExemptRoute[] = [
  { method: 'POST', url: '/api/graphicscontroller/self/displays/:displayId/report', reason: DEVICE_ONLY },
  { method: 'POST', url: '/api/graphicscontroller/self/displays/:displayId/commands/:commandId', reason: DEVICE_ONLY },
];
