import { expect, it } from 'vitest';
import { may } from '../../../contract/permissions.ts';
import { Fixtures, FORBIDDEN, NOT_FOUND } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';
import { callRoute } from '../tenant-routes/call.ts';
import { tenantRoutes, type TenantIds, type TenantRoute } from '../tenant-routes/index.ts';

/**
 * docs/permissions.md#scope-which-records: a venue-manager reaches only its chosen venues of its
 * client. Every route of the cross-tenant table is walked again with a venue-manager of venue A:
 * the records of venue B of the same client are 404, as another client's are; its own venue's
 * records and the client's records as a whole are answered as the matrix lets its role
 * (server/access/scope.ts).
 */
describeEachEngine('venue scope: a venue-manager reaches only its own venues of its client', (ctx) => {
  const fixtures = new Fixtures(ctx);

  /** Whether the venue-manager's role holds a permission the route declares (else 403 before any lookup). */
  function permitted(route: TenantRoute): boolean {
    const declared = ctx.app.routeAccessTable().find((row) => row.method === route.method && row.url === route.url);
    if (!declared) throw new Error(`${route.method} ${route.url} is not registered.`);
    return declared.access.some((kind) => kind !== 'public' && kind !== 'device' && may('venue-manager', kind));
  }

  async function setup(route: TenantRoute) {
    const client = await fixtures.client();
    const [venueA, venueB] = [await fixtures.venue(client.id), await fixtures.venue(client.id)];
    const base = (venue: typeof venueA): TenantIds => ({ clientId: client.id, venueId: venue.id, regionId: venue.regionId });
    const manager = await fixtures.roleHeaders('venue-manager', client.id, [venueA.id]);
    const records = async (venue: typeof venueA): Promise<TenantIds> => ({ ...base(venue), ...(await route.prepare?.(fixtures, base(venue))) });
    return { venueA, venueB, manager, records };
  }

  for (const route of tenantRoutes.filter((row) => !row.clientWide)) {
    it(`${route.method} ${route.url}: 404 for another venue of its client, found for its own`, async () => {
      const { venueA, venueB, manager, records } = await setup(route);
      const other = await callRoute(ctx.app, route, await records(venueB), manager);
      const own = await callRoute(ctx.app, route, await records(venueA), manager);
      if (!permitted(route)) {
        // The role may not call it at all: 403 before any lookup, so no venue is confirmed either way.
        expect([other.statusCode, own.statusCode]).toEqual([403, 403]);
        expect(other.json()).toEqual(FORBIDDEN);
        return;
      }
      expect(other.statusCode, other.body).toBe(404);
      expect(other.json()).toEqual(NOT_FOUND);
      expect([200, 201, 204], own.body).toContain(own.statusCode);
    });
  }

  for (const route of tenantRoutes.filter((row) => row.clientWide)) {
    it(`${route.method} ${route.url}: a record of the whole client, answered as the role allows, nothing of another venue in it`, async () => {
      const { venueB, manager, records } = await setup(route);
      const response = await callRoute(ctx.app, route, await records(venueB), manager);
      if (!permitted(route)) {
        expect(response.statusCode).toBe(403);
        return;
      }
      expect([200, 201, 204], response.body).toContain(response.statusCode);
      expect(response.body).not.toContain(venueB.id);
    });
  }
});
