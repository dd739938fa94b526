import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { RuleSetList } from '../../../contract/complianceRules.ts';
import type { FleetList } from '../../../contract/fleet.ts';
import { seedDemo } from '../../../server/scripts/demo-data.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { Fixtures } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

interface Counts {
  clients: number;
  venues: number;
  hours: number;
  controllers: number;
  displays: number;
  themes: number;
  groups: number;
  placements: number;
}

/** What `npm run seed:demo` (server/scripts/seed-demo.ts) writes, from server/scripts/demo-data.ts. */
describeEachEngine('seed:demo data', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const counts = async () => {
    const [row] = await queryRows<Counts>(
      ctx.db,
      sql`select (select count(*)::int from clients) as clients, (select count(*)::int from venues) as venues,
                 (select count(*)::int from venue_open_hours) as hours,
                 (select count(*)::int from graphics_controllers) as controllers,
                 (select count(*)::int from displays) as displays, (select count(*)::int from themes) as themes,
                 (select count(*)::int from assets where type = 'GROUP') as groups,
                 (select count(*)::int from asset_placements) as placements`,
    );
    return row;
  };

  it('adds clients, venues, hours, controllers, themes and two layouts once, however often it runs', async () => {
    const before = await counts();
    const seeded = await seedDemo(ctx.db, ctx.now());
    const after = await counts();
    expect(after?.clients).toBe((before?.clients ?? 0) + seeded.clients);
    expect(after?.venues).toBe((before?.venues ?? 0) + seeded.venues);
    expect(after?.controllers).toBe((before?.controllers ?? 0) + seeded.controllers);
    expect(after?.displays).toBe((before?.displays ?? 0) + 2 * seeded.controllers);
    expect(after?.hours).toBeGreaterThan(before?.hours ?? 0);
    expect(after?.themes).toBe((before?.themes ?? 0) + 2);
    expect(after?.groups).toBe((before?.groups ?? 0) + 2);
    expect(after?.placements).toBe((before?.placements ?? 0) + 2);
    await seedDemo(ctx.db, ctx.now());
    expect(await counts()).toEqual(after);
  });

  it('zones each computer’s screens, so a gaming room plays the responsible-gambling slots while its venue is open', async () => {
    await seedDemo(ctx.db, ctx.now());
    const zoned = await queryRows<{ label: string; zone: string; count: number }>(
      ctx.db,
      sql`select label, zone, count(*)::int as count from displays group by label, zone order by label`,
    );
    expect(zoned).toEqual([
      { label: 'Bar screen', zone: 'bar', count: expect.any(Number) },
      { label: 'Gaming room', zone: 'gaming-area', count: expect.any(Number) },
    ]);
  });

  it('leaves some venues in alert and some not', async () => {
    await seedDemo(ctx.db, ctx.now());
    const admin = await fixtures.adminHeaders();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/clients?offset=0&limit=100', headers: admin });
    const page = response.json<{ items: { name: string; venueCount: number; venuesInAlertCount: number }[] }>();
    const demo = page.items.filter((client) => client.name === 'Harbourside Hotels' || client.name === 'Southern Cross Leisure');
    expect(demo.map((client) => client.venuesInAlertCount)).toEqual([1, 1]);
    expect(page.items.reduce((sum, client) => sum + client.venuesInAlertCount, 0)).toBeLessThan(
      page.items.reduce((sum, client) => sum + client.venueCount, 0),
    );
  });

  it('has the players of computers that call in report, so only silent screens are out of date', async () => {
    await seedDemo(ctx.db, ctx.now());
    const admin = await fixtures.adminHeaders();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/fleet/displays?offset=0&limit=100', headers: admin });
    const displays = response.json<FleetList>().items;
    const online = displays.filter((display) => display.status === 'online');
    expect(online.length).toBeGreaterThan(0);
    expect(online.map((display) => display.outOfDate)).toEqual(online.map(() => null));
    const offline = displays.filter((display) => display.status === 'offline');
    expect(offline.length).toBeGreaterThan(0);
    expect(offline.map((display) => display.outOfDate)).toEqual(offline.map(() => 'offline'));
  });

  it('gives the responsible-gambling slots of every rule set a layout screens may play, so the demo opens without that warning', async () => {
    await seedDemo(ctx.db, ctx.now());
    const admin = await fixtures.adminHeaders();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/compliance/rules', headers: admin });
    const withSlots = response.json<RuleSetList>().items.filter((item) => item.rules.mandatory);
    expect(withSlots.length).toBeGreaterThan(0);
    expect(withSlots.map((item) => item.mandatoryLayout?.playable)).toEqual(withSlots.map(() => true));
  });
});
