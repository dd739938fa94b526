import { expect, it } from 'vitest';
import { may, ROLES, type Role } from '../../../contract/permissions.ts';
import type { DeclaredRoute } from '../../../server/access/route-access.ts';
import { Fixtures, MISSING_UUID } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

/** A value for each kind of route parameter: ids that name nothing, so no call changes a record. */
function filled(url: string): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => {
    if (name === 'code') return 'ABCDEF';
    if (name === 'logo' || name === 'fileName') return 'missing.png';
    if (name === 'inviteToken') return 'missing-token';
    return MISSING_UUID;
  });
}

const isPublic = (route: DeclaredRoute) => route.access.includes('public');
const deviceOnly = (route: DeclaredRoute) => route.access.length === 1 && route.access[0] === 'device';

/**
 * What a role gets from a route, per the matrix (contract/permissions.ts): let through, or
 * 403; a session on a device-only route is no device at all (401). An external API key passes only
 * the GET routes that opt in (plugins/auth.ts) and only with a permission of its role.
 */
function expected(role: Role, route: DeclaredRoute): 'allowed' | 401 | 403 {
  const permitted = route.access.some((kind) => kind !== 'public' && kind !== 'device' && may(role, kind));
  if (role === 'external-api') return permitted && route.method === 'GET' && route.externalApiRead ? 'allowed' : 403;
  if (permitted) return 'allowed';
  return deviceOnly(route) ? 401 : 403;
}

describeEachEngine('access: every route declares who may call it, and the matrix decides', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const routes = () => ctx.app.routeAccessTable();

  it('every route declares its access (none left closed by accident)', () => {
    expect(routes().length).toBeGreaterThan(100);
    expect(routes().filter((route) => route.access.length === 0).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('every route that is not public answers 401 to an anonymous request', async () => {
    const open: string[] = [];
    for (const route of routes().filter((candidate) => !isPublic(candidate))) {
      const response = await ctx.app.inject({ method: route.method as 'GET', url: filled(route.url), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      if (response.statusCode !== 401) open.push(`${route.method} ${route.url}: ${response.statusCode}`);
      // Fastify answers HEAD from a GET route: guarded the same.
      if (route.method !== 'GET') continue;
      const head = await ctx.app.inject({ method: 'HEAD', url: filled(route.url) });
      if (head.statusCode !== 401) open.push(`HEAD ${route.url}: ${head.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  /** Headers of a fresh session (or key) in the role: a route may end the session it was called with. */
  async function headersOf(role: Role): Promise<Record<string, string>> {
    if (role === 'admin') return fixtures.adminHeaders();
    if (role === 'client') return fixtures.clientIdentityHeaders((await fixtures.client()).id);
    if (role === 'designer' || role === 'approver') return fixtures.roleHeaders(role);
    if (role === 'venue-manager' || role === 'viewer') {
      const client = await fixtures.client();
      return fixtures.roleHeaders(role, client.id, [(await fixtures.venue(client.id)).id]);
    }
    const admin = await fixtures.adminHeaders();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/identities/external-api', headers: admin, payload: { name: 'Matrix' } });
    const { accessKey, accessSecret } = created.json<{ accessKey: string; accessSecret: string }>();
    return { authorization: `Basic ${Buffer.from(`${accessKey}:${accessSecret}`, 'utf8').toString('base64')}` };
  }

  // Every role, each held by a stored identity (a venue-manager and a viewer with a venue of their client).
  for (const role of ROLES) {
    it(`${role}: every route answers as the matrix says (never 401, 403 or 5xx where it may call)`, async () => {
      const shared = await headersOf(role);
      const wrong: string[] = [];
      for (const route of routes().filter((candidate) => !isPublic(candidate))) {
        // Own-account routes may sign the caller out: each gets a session of its own.
        const headers = route.access.includes('account') && role !== 'external-api' ? await headersOf(role) : shared;
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: filled(route.url),
          headers,
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const want = expected(role, route);
        const status = response.statusCode;
        const ok = want === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === want;
        if (!ok) wrong.push(`${route.method} ${route.url}: ${status}, expected ${want}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a device token passes only the routes declared for devices', async () => {
    const registered = await ctx.app.inject({ method: 'POST', url: '/api/graphicscontrollerauthcode' });
    const device = bearer(registered.json<{ token: string }>().token);
    const wrong: string[] = [];
    for (const route of routes().filter((candidate) => !isPublic(candidate))) {
      const response = await ctx.app.inject({ method: route.method as 'GET', url: filled(route.url), headers: device, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      const allowed = route.access.includes('device');
      const status = response.statusCode;
      if (allowed ? status === 401 || status === 403 || status >= 500 : status !== 401) wrong.push(`${route.method} ${route.url}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});
