import { DeviceFixtures } from '../device-fixtures.ts';
import type { ExemptRoute, TenantRoute } from './types.ts';

/** Graphics controllers and displays (Generation One, portal side). */
export const routes: TenantRoute[] = [
  { method: 'GET', url: '/api/venues/:venueId/graphics-controllers' },
  { method: 'GET', url: '/api/venues/:venueId/uptime' },
  {
    method: 'DELETE',
    url: '/api/venues/:venueId/graphics-controllers/:controllerId',
    prepare: async (fixtures, ids) => ({ controllerId: (await new DeviceFixtures(fixtures.ctx).controller(ids)).id }),
  },
  {
    method: 'POST',
    url: '/api/venues/:venueId/graphics-controller-auth-codes/:code',
    // The stranger is turned away before the code is spent, so the owner can still use it.
    prepare: async (fixtures) => ({ code: (await new DeviceFixtures(fixtures.ctx).pendingCode()).code }),
    body: () => ({ name: 'Bar screen PC' }),
  },
  {
    method: 'GET',
    url: '/api/graphicscontroller/:graphicsControllerId',
    prepare: async (fixtures, ids) => ({ graphicsControllerId: (await new DeviceFixtures(fixtures.ctx).controller(ids)).id }),
  },
  {
    method: 'GET',
    url: '/api/graphicscontroller/:graphicsControllerId/displays',
    prepare: async (fixtures, ids) => ({ graphicsControllerId: (await new DeviceFixtures(fixtures.ctx).controller(ids)).id }),
  },
  {
    method: 'GET',
    url: '/api/display/:id',
    prepare: async (fixtures, ids) => {
      const devices = new DeviceFixtures(fixtures.ctx);
      const controller = await devices.controller(ids);
      return { id: (await devices.display(controller.id)).id };
    },
  },
  {
    method: 'GET',
    url: '/api/display/:id/layout',
    prepare: async (fixtures, ids) => {
      const devices = new DeviceFixtures(fixtures.ctx);
      const controller = await devices.controller(ids);
      return { id: (await devices.display(controller.id)).id };
    },
  },
];

export const exempt: ExemptRoute[] = [
  {
    method: 'GET',
    url: '/api/graphicscontroller/self/displays/:displayId/layout',
    reason:
      'Device-only: answers 401 to every portal session and 404 to another device; ' +
      'tests/server/device/routes/display-layout.test.ts "is readable only by the device whose display it is" covers it.',
  },
  {
    method: 'GET',
    url: '/api/graphicscontrollerauthcode/check/:code',
    reason:
      'A code belongs to an unlinked controller, which has no client yet: any signed-in portal user may check it ' +
      '(the code on the venue screen is the secret); tests/server/routes/graphics-controllers.test.ts covers it.',
  },
];
