import { beforeAll, expect, it } from 'vitest';
import { IN_ALERT_INVALID, VENUE_SORT_INVALID, type VenuePage } from '../../../contract/venues.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const MINUTE_MS = 60_000;

/**
 * GET /api/venues?sort=&inAlert=&clientId=: the venues list sorted by client, name or
 * last seen, and filtered to the venues in alert (the badge's "filtered list").
 */
describeEachEngine('venues list: sort and the in-alert filter', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let clientId: string;
  let otherClientId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    // Names chosen so each order differs: client A has "Zed" and "Mid", client B has "Alpha".
    const a = await fixtures.client('A Sort Client');
    const b = await fixtures.client('B Sort Client');
    clientId = a.id;
    otherClientId = b.id;
    const zed = await fixtures.venue(a.id, { name: 'Zed' });
    const mid = await fixtures.venue(a.id, { name: 'Mid' });
    const alpha = await fixtures.venue(b.id, { name: 'Alpha' });
    await fixtures.venue(b.id, { name: 'Quiet' }); // no controllers: never in alert, last by last seen
    const now = Date.now();
    await fixtures.controller(zed.id, a.id, new Date(now - 2 * MINUTE_MS)); // online
    await fixtures.controller(mid.id, a.id, new Date(now - 120 * MINUTE_MS)); // in alert
    await fixtures.controller(alpha.id, b.id, null); // linked, never seen: in alert, longest ago
  });

  const list = async (query: Record<string, string>, headers = admin) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/venues', query: { limit: '100', ...query }, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VenuePage>();
  };
  const names = (page: VenuePage) => page.items.map((venue) => venue.name);

  it('sorts by client then name by default, by name, and by last seen longest ago first', async () => {
    expect(names(await list({}))).toEqual(['Mid', 'Zed', 'Alpha', 'Quiet']);
    expect(names(await list({ sort: 'client' }))).toEqual(['Mid', 'Zed', 'Alpha', 'Quiet']);
    expect(names(await list({ sort: 'name' }))).toEqual(['Alpha', 'Mid', 'Quiet', 'Zed']);
    expect(names(await list({ sort: 'lastSeen' }))).toEqual(['Alpha', 'Mid', 'Zed', 'Quiet']);
  });

  it('pages a sorted list without losing or repeating a venue', async () => {
    for (const sort of ['client', 'name', 'lastSeen']) {
      const pages = [];
      for (let offset = 0; offset < 4; offset += 1) pages.push(...names(await list({ sort, offset: String(offset), limit: '1' })));
      expect(pages, sort).toEqual(names(await list({ sort })));
    }
  });

  it('keeps only the venues in alert, with their total, also for one client', async () => {
    const inAlert = await list({ inAlert: 'true' });
    expect(names(inAlert)).toEqual(['Mid', 'Alpha']);
    expect(inAlert.total).toBe(2);
    expect(inAlert.items.every((venue) => venue.inAlert)).toBe(true);
    expect(names(await list({ inAlert: 'true', sort: 'lastSeen' }))).toEqual(['Alpha', 'Mid']);
    expect(await list({ inAlert: 'true', clientId })).toMatchObject({ total: 1, items: [{ name: 'Mid' }] });
    expect((await list({ inAlert: 'false' })).total).toBe(4);
    expect((await list({ clientId: otherClientId })).total).toBe(2);
    // Past the end: no rows, and the filtered total still.
    expect(await list({ inAlert: 'true', offset: '5' })).toEqual({ items: [], total: 2 });
  });

  it("keeps a client user to its own client's venues, and answers another client's 404 as the fleet and schedules lists do", async () => {
    const user = await fixtures.clientIdentityHeaders(clientId);
    expect(names(await list({ inAlert: 'true' }, user))).toEqual(['Mid']);
    expect(names(await list({ clientId }, user))).toEqual(['Mid', 'Zed']);
    const answer = (query: Record<string, string>, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/venues', query, headers });
    const another = await answer({ clientId: otherClientId }, user);
    expect(another.statusCode).toBe(404);
    expect(another.json()).toEqual(NOT_FOUND);
    // An unknown client is not found for an Admin either.
    expect((await answer({ clientId: MISSING_UUID }, admin)).json()).toEqual(NOT_FOUND);
  });

  it('answers 400 with the field for an unknown sort or a bad filter', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ sort: 'gmv' }, 'sort', VENUE_SORT_INVALID],
      [{ inAlert: 'yes' }, 'inAlert', IN_ALERT_INVALID],
      [{ clientId: 'not-a-uuid' }, 'clientId', 'Must be an id.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/venues', query, headers: admin });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ title: VALIDATION_TITLE, status: 400, errors: { [field]: [message] } });
    }
  });
});
