import { expect, it } from 'vitest';
import type { App } from '../../../server/app.ts';
import { Fixtures, NOT_FOUND } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';
import { callRoute } from '../tenant-routes/call.ts';
import { exemptRoutes, tenantRoutes, type TenantIds } from '../tenant-routes/index.ts';

const key = (method: string, url: string) => `${method} ${url}`;

/**
 * Every method and full URL the app registered, read back from `printRoutes()`'s tree: each line
 * is indented by four characters per level and names a segment appended to its parent's path.
 */
function registeredRoutes(app: App): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S*) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const url = (paths[depth - 1] ?? '') + segment;
    paths[depth] = url;
    paths.length = depth + 1;
    for (const method of methods.split(',').map((name) => name.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

/**
 * The one tenant scope filter (server/access/scope.ts), tried on every route that takes an id: a
 * route missing from tests/server/tenant-routes/ fails this file.
 */
describeEachEngine('cross-tenant: every route with an id answers 404 to another client', (ctx) => {
  const fixtures = new Fixtures(ctx);

  it('covers every registered route with a :param in the route table', () => {
    const withParams = registeredRoutes(ctx.app).filter((route) => route.url.includes(':'));
    // Guard the parser itself: a route known to exist must be found.
    expect(withParams.map((route) => key(route.method, route.url))).toContain('GET /api/venues/:venueId/open-hours');
    const covered = new Set([...tenantRoutes, ...exemptRoutes].map((route) => key(route.method, route.url)));
    const missing = [...new Set(withParams.map((route) => key(route.method, route.url)))].filter((k) => !covered.has(k));
    expect(missing, 'routes with an id missing from tests/server/tenant-routes/').toEqual([]);
    const registered = new Set(withParams.map((route) => key(route.method, route.url)));
    const stale = tenantRoutes.map((route) => key(route.method, route.url)).filter((k) => !registered.has(k));
    expect(stale, 'table rows without a registered route').toEqual([]);
  });

  for (const route of tenantRoutes) {
    it(`${route.method} ${route.url}: 404 to another client, found by the owner`, async () => {
      const owner = await fixtures.tenant();
      const venue = await fixtures.venue(owner.clientId);
      const base: TenantIds = { clientId: owner.clientId, venueId: venue.id, regionId: venue.regionId };
      const ids: TenantIds = { ...base, ...(await route.prepare?.(fixtures, base)) };
      const stranger = await fixtures.tenant();
      const request = (headers: Record<string, string>) => callRoute(ctx.app, route, ids, headers);
      const foreign = await request(stranger.headers);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(NOT_FOUND);
      // The row is valid: its owner is not told "not found" (a ClientIdentity may not delete: 403).
      const own = await request(owner.headers);
      expect([200, 201, 204, 403]).toContain(own.statusCode);
    });
  }
});
