import { BASE_ASSET_IDS } from '../../../contract/assets.ts';
import { displays } from '../../../server/db/schema.ts';
import type { Fixtures } from '../fixtures.ts';
import type { ExemptRoute, TenantIds, TenantRoute } from './types.ts';

const ADMIN_ONLY = 'Admin-only global resource (DESIGN §5): no tenant owns it; 403 tests in its own test file.';

/** Display layouts belong to a client's venue (through the display's controller); the rest is global. */
export const routes: TenantRoute[] = [
  {
    method: 'GET',
    url: '/api/asset/display/:displayId',
    prepare: (fixtures, ids) => displayOf(fixtures, ids),
  },
  {
    method: 'PUT',
    url: '/api/asset/display/:displayId',
    prepare: (fixtures, ids) => displayOf(fixtures, ids),
    body: () => ({ placements: [{ assetId: BASE_ASSET_IDS.TEXT, config: { value: 'Hi' }, x: '0px', y: '0px', order: 0 }] }),
  },
];

/** A linked controller of the owner's venue with one display, made straight in the database. */
async function displayOf(fixtures: Fixtures, ids: TenantIds): Promise<Record<string, string>> {
  const controller = await fixtures.controller(ids.venueId, ids.clientId, null);
  const [display] = await fixtures.ctx.db
    .insert(displays)
    .values({ graphicsControllerId: controller.id, label: 'Screen 1', width: 1920, height: 1080 })
    .returning({ id: displays.id });
  if (!display) throw new Error('No display row.');
  return { displayId: display.id };
}

export const exempt: ExemptRoute[] = [
  { method: 'PUT', url: '/api/theme/:themeId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/theme/:themeId', reason: ADMIN_ONLY },
  { method: 'GET', url: '/api/asset/:assetId', reason: ADMIN_ONLY },
  { method: 'PUT', url: '/api/asset/:assetId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/asset/:assetId', reason: ADMIN_ONLY },
  { method: 'POST', url: '/api/asset/:assetId/duplicate', reason: ADMIN_ONLY },
  { method: 'PUT', url: '/api/assetfile/:assetFileId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/assetfile/:assetFileId', reason: ADMIN_ONLY },
];
