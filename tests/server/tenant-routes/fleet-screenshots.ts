import { DeviceFixtures } from '../device-fixtures.ts';
import { JPEG } from '../media-fixtures.ts';
import { bearer } from '../harness.ts';
import type { Fixtures } from '../fixtures.ts';
import type { ExemptRoute, TenantIds, TenantRoute } from './types.ts';

/** A display of the owner's venue with one uploaded screenshot. */
async function displayWithScreenshot(fixtures: Fixtures, ids: TenantIds): Promise<Record<string, string>> {
  const devices = new DeviceFixtures(fixtures.ctx);
  const controller = await devices.controller(ids);
  const display = await devices.display(controller.id);
  const upload = await fixtures.ctx.app.inject({
    method: 'POST',
    url: `/api/graphicscontroller/self/displays/${display.id}/screenshots`,
    headers: { ...bearer(controller.token), 'content-type': 'image/jpeg' },
    payload: JPEG,
  });
  return { displayId: display.id, screenshotId: upload.json<{ id: string }>().id };
}

/** Screenshots: a client user reads its own client's displays' screenshots only. */
export const routes: TenantRoute[] = [
  { method: 'GET', url: '/api/fleet/displays/:displayId/screenshots', prepare: displayWithScreenshot },
  { method: 'GET', url: '/api/fleet/displays/:displayId/screenshots/:screenshotId', prepare: displayWithScreenshot },
  { method: 'GET', url: '/api/fleet/venues/:venueId/screenshots' },
  { method: 'GET', url: '/api/clients/:clientId/screenshot-settings', clientWide: true },
];

export const exempt: ExemptRoute[] = [
  {
    method: 'PUT',
    url: '/api/clients/:clientId/screenshot-settings',
    reason: "Only admins change it (settings.edit): a client user's role answers 403 for every id, before any lookup (tests/server/access/access-matrix.test.ts).",
  },
  {
    method: 'POST',
    url: '/api/graphicscontroller/self/displays/:displayId/screenshots',
    reason: 'Device-only: answers 401 to every portal session and 404 to another device; tests/server/routes/fleet-screenshots.test.ts covers another device\'s display.',
  },
];
