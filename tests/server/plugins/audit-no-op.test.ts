import { count, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { assets, auditRecords } from '../../../server/db/schema.ts';
import { Fixtures, tag } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

/**
 * A save that changes nothing leaves no audit record (docs/decisions.md#audit-records): the Activity
 * list shows only changes. The audit of server/plugins/audit.ts and the triggers it feeds.
 */
describeEachEngine('audit records: a save that changes nothing writes none', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const recordCount = async () => (await ctx.db.select({ n: count() }).from(auditRecords))[0]?.n ?? 0;

  it('writes no record when a playlist, venue, its open hours or a schedule entry is saved unchanged', async () => {
    const { email, password } = await ctx.createIdentity({ name: 'No-op Admin' });
    const headers = bearer(await ctx.login(email, password));
    const [first, second] = await ctx.db
      .insert(assets)
      .values([
        { name: `Layout ${tag()}`, type: 'GROUP' },
        { name: `Layout ${tag()}`, type: 'GROUP' },
      ])
      .returning({ id: assets.id });
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    const put = async (url: string, payload: object) => {
      const response = await ctx.app.inject({ method: 'PUT', url, headers, payload });
      expect(response.statusCode, response.body).toBe(200);
    };

    const playlistBody = { name: 'Evening', items: [{ assetId: first!.id, durationSeconds: 30 }, { assetId: second!.id, durationSeconds: 20 }] };
    const playlist = await ctx.app.inject({ method: 'POST', url: '/api/playlists', headers, payload: playlistBody });
    expect(playlist.statusCode, playlist.body).toBe(201);
    const playlistId = playlist.json<{ id: string }>().id;
    const entryBody = { name: 'Nights', target: { venueId: venue.id }, content: { playlistId }, days: ['monday'], from: '18:00', to: '23:00', dayPart: null, firstDate: null, lastDate: null, priority: 0 };
    const entry = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers, payload: entryBody });
    expect(entry.statusCode, entry.body).toBe(201);
    const hours = { mondayOpen: '09:00', mondayClose: '17:00' };
    await put(`/api/venues/${venue.id}/open-hours`, hours);
    const venueBody = { venueId: venue.id, regionId: venue.regionId, name: venue.name, gmv: venue.gmv };

    const before = await recordCount();
    await put(`/api/playlists/${playlistId}`, playlistBody);
    await put(`/api/schedules/${entry.json<{ id: string }>().id}`, entryBody);
    await put(`/api/venues/${venue.id}/open-hours`, hours);
    await put(`/api/venues/${venue.id}`, venueBody);
    expect(await recordCount()).toBe(before);

    // A real change is still recorded, as one record per changed item, not a delete and a create of each.
    await put(`/api/playlists/${playlistId}`, { ...playlistBody, items: [playlistBody.items[0], { assetId: second!.id, durationSeconds: 25 }] });
    const [latest] = await ctx.db.select().from(auditRecords).where(eq(auditRecords.entityId, playlistId)).orderBy(desc(auditRecords.id)).limit(1);
    expect(await recordCount()).toBe(before + 1);
    expect(latest).toMatchObject({ action: 'item.update', changes: { duration_seconds: { before: 20, after: 25 } } });

    // Fewer items: the dropped one is recorded as removed.
    await put(`/api/playlists/${playlistId}`, { ...playlistBody, items: [playlistBody.items[0]] });
    expect(await recordCount()).toBe(before + 2);
    const [removed] = await ctx.db.select().from(auditRecords).where(eq(auditRecords.entityId, playlistId)).orderBy(desc(auditRecords.id)).limit(1);
    expect(removed).toMatchObject({ action: 'item.delete' });
  });
});
