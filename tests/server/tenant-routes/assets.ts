import type { ExemptRoute, TenantRoute } from './types.ts';

const CLIENT_ROLE_MAY_NOT =
  "A client user's role lacks the permission (403 for every id, before any lookup, so no id is confirmed): tests/server/access/access-matrix.test.ts.";
const ADMIN_ONLY = 'Admin-only global resource (docs/decisions.md#who-may-do-what): no tenant owns it; 403 tests in its own test file.';

/**
 * Display layouts belong to a client's venue (through the display's controller), but client users
 * may neither read nor set them (docs/permissions.md: content.read, schedules.edit): see exempt.
 */
export const routes: TenantRoute[] = [];

export const exempt: ExemptRoute[] = [
  { method: 'GET', url: '/api/asset/display/:displayId', reason: CLIENT_ROLE_MAY_NOT },
  { method: 'PUT', url: '/api/asset/display/:displayId', reason: CLIENT_ROLE_MAY_NOT },
  { method: 'PUT', url: '/api/theme/:themeId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/theme/:themeId', reason: ADMIN_ONLY },
  { method: 'GET', url: '/api/asset/:assetId', reason: ADMIN_ONLY },
  { method: 'PUT', url: '/api/asset/:assetId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/asset/:assetId', reason: ADMIN_ONLY },
  { method: 'POST', url: '/api/asset/:assetId/duplicate', reason: ADMIN_ONLY },
  // Layout approval (docs/compliance.md#approval): on the same global layouts; 403 and 404 in tests/server/routes/approvals.test.ts.
  { method: 'POST', url: '/api/asset/:assetId/submit', reason: ADMIN_ONLY },
  { method: 'POST', url: '/api/asset/:assetId/approve', reason: ADMIN_ONLY },
  { method: 'POST', url: '/api/asset/:assetId/reject', reason: ADMIN_ONLY },
  { method: 'GET', url: '/api/asset/:assetId/versions/:version', reason: ADMIN_ONLY },
  { method: 'PUT', url: '/api/assetfile/:assetFileId', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/assetfile/:assetFileId', reason: ADMIN_ONLY },
];
