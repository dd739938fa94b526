import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { shippedRuleSet, type RuleSet, type RuleSetList } from '../../../contract/complianceRules.ts';
import type { ScheduleEntry } from '../../../contract/schedules.ts';
import { assets, auditRecords, playlistItems, playlists, regions } from '../../../server/db/schema.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { FORBIDDEN, Fixtures, NOT_FOUND, tag } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * A zone or rule change that forbids entries saved before is saved, and the schedule then says on
 * how many screens, in which zones, each entry is skipped (docs/compliance.md#how-the-portal-applies-them);
 * an admin puts a jurisdiction's shipped defaults back (docs/compliance.md#where-people-set-them).
 */
describeEachEngine('compliance: skipped entries and restoring the shipped rules', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = admin) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const layout = async (category: (typeof assets.$inferInsert)['category']) => {
    const [row] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP', category }).returning();
    return row!;
  };

  /** A venue in a new region of `jurisdiction` with two screens, both in `zone`. */
  async function venueWithScreens(jurisdiction: 'AU-NSW' | 'AU-NT', zone: string) {
    const [region] = await ctx.db.insert(regions).values({ name: `Region ${tag()}`, timeZone: 'Australia/Sydney', jurisdiction }).returning();
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId, { regionId: region!.id });
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const screens = [await devices.display(controller.id, `Window ${tag()}`), await devices.display(controller.id, `Floor ${tag()}`)];
    for (const screen of screens) expect((await call('PUT', `/api/display/${screen.id}/zone`, { zone })).statusCode).toBe(200);
    return { tenant, venue, screens };
  }

  const entry = (target: object, content: object) => ({
    name: `Entry ${tag()}`,
    target,
    content,
    days: ['friday'],
    from: '18:00',
    to: '22:00',
    dayPart: null,
    firstDate: null,
    lastDate: '2099-12-31',
    priority: 0,
  });

  async function saveEntry(target: object, content: object): Promise<ScheduleEntry> {
    const saved = await call('POST', '/api/schedules', entry(target, content));
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json<ScheduleEntry>();
  }

  const listed = async (query: string, headers = admin) => {
    const answer = await call('GET', `/api/schedules?${query}`, undefined, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return new Map(answer.json<{ items: ScheduleEntry[] }>().items.map((item) => [item.id, item.skipped]));
  };

  it('marks the entries a zone change forbids: on how many reached screens, in which zones (a playlist by its layouts), for admins and client users', async () => {
    const { tenant, venue, screens } = await venueWithScreens('AU-NSW', 'gaming-area');
    const [window, floor] = screens as [(typeof screens)[0], (typeof screens)[0]];
    const promotion = await layout('gaming-promotion');
    const general = await layout('general');
    const [list] = await ctx.db.insert(playlists).values({ name: `Playlist ${tag()}` }).returning();
    await ctx.db.insert(playlistItems).values([
      { playlistId: list!.id, position: 0, assetId: general.id, durationSeconds: 10 },
      { playlistId: list!.id, position: 1, assetId: promotion.id, durationSeconds: 10 },
    ]);
    const venueEntry = await saveEntry({ venueId: venue.id }, { assetId: promotion.id });
    expect(venueEntry.skipped).toBeNull();
    const playlistEntry = await saveEntry({ displayId: window.id }, { playlistId: list!.id });
    const generalEntry = await saveEntry({ venueId: venue.id }, { assetId: general.id });

    // The window screen turns out to face the street: saved, and the promotion is skipped there.
    expect((await call('PUT', `/api/display/${window.id}/zone`, { zone: 'external' })).statusCode).toBe(200);
    let skipped = await listed(`venueId=${venue.id}`);
    expect(skipped.get(venueEntry.id)).toEqual({ screens: 1, zones: ['external'] });
    expect(skipped.get(playlistEntry.id)).toEqual({ screens: 1, zones: ['external'] });
    expect(skipped.get(generalEntry.id)).toBeNull();
    // The single entry's answer says the same.
    expect((await call('GET', `/api/schedules/${venueEntry.id}`)).json<ScheduleEntry>().skipped).toEqual({ screens: 1, zones: ['external'] });

    // The other one hangs by the cash-out: two screens, both zones, in the zones' own order.
    expect((await call('PUT', `/api/display/${floor.id}/zone`, { zone: 'cash-point' })).statusCode).toBe(200);
    skipped = await listed(`venueId=${venue.id}`, tenant.headers);
    expect(skipped.get(venueEntry.id)).toEqual({ screens: 2, zones: ['external', 'cash-point'] });
    expect(skipped.get(playlistEntry.id)).toEqual({ screens: 1, zones: ['external'] });
    // A display's list holds its venue's entry, still counted over every screen it reaches.
    expect((await listed(`displayId=${floor.id}`)).get(venueEntry.id)).toEqual({ screens: 2, zones: ['external', 'cash-point'] });

    // Back in the gaming area: no mark.
    await call('PUT', `/api/display/${window.id}/zone`, { zone: 'gaming-area' });
    await call('PUT', `/api/display/${floor.id}/zone`, { zone: 'gaming-area' });
    skipped = await listed(`venueId=${venue.id}`);
    expect([...skipped.values()]).toEqual([null, null, null]);
  });

  it('counts the skipped screens of a client-wide entry over the venues the reader may see: a venue-manager learns nothing of the others', async () => {
    const { tenant, venue, screens } = await venueWithScreens('AU-NSW', 'gaming-area');
    const other = await fixtures.venue(tenant.clientId, { regionId: venue.regionId });
    const otherController = await devices.controller({ venueId: other.id, clientId: tenant.clientId });
    const otherScreen = await devices.display(otherController.id, `Door ${tag()}`);
    expect((await call('PUT', `/api/display/${otherScreen.id}/zone`, { zone: 'gaming-area' })).statusCode).toBe(200);
    const promotion = await layout('gaming-promotion');
    const clientWide = await saveEntry({ clientId: tenant.clientId }, { assetId: promotion.id });
    for (const screen of [screens[0]!, otherScreen]) expect((await call('PUT', `/api/display/${screen.id}/zone`, { zone: 'external' })).statusCode).toBe(200);

    expect((await listed(`clientId=${tenant.clientId}`)).get(clientWide.id)).toEqual({ screens: 2, zones: ['external'] });
    expect((await listed(`clientId=${tenant.clientId}`, tenant.headers)).get(clientWide.id)).toEqual({ screens: 2, zones: ['external'] });
    const manager = await fixtures.roleHeaders('venue-manager', tenant.clientId, [venue.id]);
    expect((await listed(`venueId=${venue.id}`, manager)).get(clientWide.id)).toEqual({ screens: 1, zones: ['external'] });
    expect((await call('GET', `/api/schedules/${clientWide.id}`, undefined, manager)).json<ScheduleEntry>().skipped).toEqual({ screens: 1, zones: ['external'] });
    // Its own venue's screen back in the gaming area: nothing skipped that it can see.
    expect((await call('PUT', `/api/display/${screens[0]!.id}/zone`, { zone: 'gaming-area' })).statusCode).toBe(200);
    expect((await listed(`venueId=${venue.id}`, manager)).get(clientWide.id)).toBeNull();
    expect((await listed(`clientId=${tenant.clientId}`)).get(clientWide.id)).toEqual({ screens: 1, zones: ['external'] });
  });

  it('marks the entries a rule change forbids; restoring the shipped defaults (admins, audited, 404 for an unknown jurisdiction) takes the mark away', async () => {
    const { tenant, venue } = await venueWithScreens('AU-NT', 'bar');
    const liquor = await layout('liquor-promotion');
    const saved = await saveEntry({ venueId: venue.id }, { assetId: liquor.id });
    expect(saved.skipped).toBeNull();

    const rules: RuleSet = { ...shippedRuleSet('AU-NT'), forbidden: [...shippedRuleSet('AU-NT').forbidden, { category: 'liquor-promotion', zones: ['bar'] }] };
    expect((await call('PUT', '/api/compliance/rules/AU-NT', rules)).statusCode).toBe(204);
    expect((await listed(`venueId=${venue.id}`)).get(saved.id)).toEqual({ screens: 2, zones: ['bar'] });

    // Only admins restore.
    expect((await call('POST', '/api/compliance/rules/AU-NT/restore-defaults', undefined, tenant.headers)).json()).toEqual(FORBIDDEN);
    expect((await call('POST', '/api/compliance/rules/AU-XX/restore-defaults')).json()).toEqual(NOT_FOUND);
    const restored = await call('POST', '/api/compliance/rules/AU-NT/restore-defaults');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ jurisdiction: 'AU-NT', rules: shippedRuleSet('AU-NT'), isDefault: true });
    const listedRules = (await call('GET', '/api/compliance/rules')).json<RuleSetList>().items.find((item) => item.jurisdiction === 'AU-NT');
    // The same answer as the list's.
    expect(restored.json()).toEqual(listedRules);
    expect(listedRules).toMatchObject({ jurisdiction: 'AU-NT', rules: shippedRuleSet('AU-NT'), isDefault: true });
    expect((await listed(`venueId=${venue.id}`)).get(saved.id)).toBeNull();

    const records = () =>
      ctx.db
        .select()
        .from(auditRecords)
        .where(and(eq(auditRecords.entityType, 'complianceRules'), eq(auditRecords.entityId, 'AU-NT'), eq(auditRecords.action, 'restoreDefaults')));
    const [record] = await records();
    expect(record).toMatchObject({ actorKind: 'Admin', changes: { rules: { before: rules, after: shippedRuleSet('AU-NT') } } });
    // Restoring what is already the default changes nothing and records nothing.
    expect((await call('POST', '/api/compliance/rules/AU-NT/restore-defaults')).json()).toMatchObject({ jurisdiction: 'AU-NT', rules: shippedRuleSet('AU-NT'), isDefault: true });
    expect(await records()).toHaveLength(1);
  });
});
