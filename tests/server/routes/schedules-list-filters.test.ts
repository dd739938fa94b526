import { beforeAll, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../../contract/schedules.ts';
import { assets, displays } from '../../../server/db/schema.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, tag } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * GET /api/schedules takes a display, a venue and a client filter: every one given is checked (another
 * client's or an unknown id is 404, docs/permissions.md, as /api/fleet/displays answers) and the
 * entries answered are those that reach all of them.
 */
describeEachEngine('schedules list: every filter checked and applied', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  async function world() {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await fixtures.controller(venue.id, tenant.clientId, null);
    const [display] = await ctx.db.insert(displays).values({ graphicsControllerId: controller.id, label: `Bar ${tag()}`, width: 1920, height: 1080 }).returning();
    const secondVenue = await fixtures.venue(tenant.clientId);
    return { tenant, venue, secondVenue, display: display! };
  }

  async function entry(target: object): Promise<string> {
    const [layout] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP' }).returning({ id: assets.id });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: admin,
      payload: { name: `Entry ${tag()}`, target, content: { assetId: layout!.id }, days: ['monday'], from: '09:00', to: '12:00' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ScheduleEntry>().id;
  }

  const list = (query: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/schedules?${query}`, headers });
  const ids = async (query: string, headers: Record<string, string>) => {
    const response = await list(query, headers);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return response.json<{ items: ScheduleEntry[] }>().items.map((item) => item.id).sort();
  };

  it('answers 404 when any filter names another client’s (or no) display, venue or client, in any order', async () => {
    const own = await world();
    const other = await world();
    await entry({ clientId: own.tenant.clientId });
    const foreign = [`clientId=${other.tenant.clientId}`, `venueId=${other.venue.id}`, `displayId=${other.display.id}`, `venueId=${MISSING_UUID}`, 'clientId=not-an-id'];
    for (const mine of [`displayId=${own.display.id}`, `venueId=${own.venue.id}`, `clientId=${own.tenant.clientId}`]) {
      for (const theirs of foreign) {
        if (mine.split('=')[0] === theirs.split('=')[0]) continue;
        for (const query of [`${mine}&${theirs}`, `${theirs}&${mine}`]) {
          const response = await list(query, own.tenant.headers);
          expect(response.statusCode, query).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        }
      }
    }
  });

  it('answers the entries that reach every filter given', async () => {
    const own = await world();
    const onClient = await entry({ clientId: own.tenant.clientId });
    const onVenue = await entry({ venueId: own.venue.id });
    const onDisplay = await entry({ displayId: own.display.id });
    const onSecondVenue = await entry({ venueId: own.secondVenue.id });
    const { headers } = own.tenant;
    expect(await ids(`clientId=${own.tenant.clientId}`, headers)).toEqual([onClient, onVenue, onDisplay, onSecondVenue].sort());
    expect(await ids(`clientId=${own.tenant.clientId}&venueId=${own.secondVenue.id}`, headers)).toEqual([onClient, onSecondVenue].sort());
    expect(await ids(`venueId=${own.venue.id}&displayId=${own.display.id}`, headers)).toEqual([onClient, onVenue, onDisplay].sort());
    // A display of another venue of the same client: only the client's own entries reach both.
    expect(await ids(`venueId=${own.secondVenue.id}&displayId=${own.display.id}`, admin)).toEqual([onClient]);
    // An admin may name any client: a venue and a client that is not its own share nothing.
    const other = await world();
    expect(await ids(`venueId=${own.venue.id}&clientId=${other.tenant.clientId}`, admin)).toEqual([]);
    expect((await list(`venueId=${own.venue.id}&clientId=${MISSING_UUID}`, admin)).json()).toEqual(NOT_FOUND);
  });
});
