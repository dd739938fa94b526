import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { assets, auditRecords } from '../../../server/db/schema.ts';
import { Fixtures, tag } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

/** The audit triggers (fed by server/plugins/audit.ts) also cover playlists, schedule entries, takeovers and webhook endpoints. */
describeEachEngine('audit records of scheduling and webhooks', (ctx) => {
  const recordsOf = (entityType: string, entityId: string) =>
    ctx.db.select().from(auditRecords).where(and(eq(auditRecords.entityType, entityType), eq(auditRecords.entityId, entityId)));

  it('records a playlist, its items, a schedule entry and a takeover, by whom, with before and after', async () => {
    const { identity, email, password } = await ctx.createIdentity({ name: 'Sched Admin' });
    const headers = bearer(await ctx.login(email, password));
    const [layout] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP' }).returning({ id: assets.id });
    const client = await new Fixtures(ctx).client();

    const playlist = await ctx.app.inject({ method: 'POST', url: '/api/playlists', headers, payload: { name: 'Evening', items: [{ assetId: layout!.id, durationSeconds: 30 }] } });
    expect(playlist.statusCode, playlist.body).toBe(201);
    const playlistId = playlist.json<{ id: string }>().id;
    const renamed = await ctx.app.inject({ method: 'PUT', url: `/api/playlists/${playlistId}`, headers, payload: { name: 'Late evening', items: [{ assetId: layout!.id, durationSeconds: 30 }] } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const playlistRecords = await recordsOf('playlist', playlistId);
    expect(playlistRecords.map((record) => record.action)).toEqual(expect.arrayContaining(['create', 'item.create', 'update']));
    const update = playlistRecords.find((record) => record.action === 'update')!;
    expect(update.changes).toEqual({ name: { before: 'Evening', after: 'Late evening' } });
    expect(update).toMatchObject({ actorKind: 'Admin', actorId: identity.id, actorName: 'Sched Admin' });

    const entry = await ctx.app.inject({
      method: 'POST',
      url: '/api/schedules',
      headers,
      payload: { name: 'Nights', target: { clientId: client.id }, content: { playlistId }, days: ['monday'], from: '18:00', to: '23:00', dayPart: null, firstDate: null, lastDate: null, priority: 0 },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const [entryRecord] = await recordsOf('scheduleEntry', entry.json<{ id: string }>().id);
    expect(entryRecord).toMatchObject({ action: 'create', clientId: client.id });

    const takeover = await ctx.app.inject({
      method: 'POST',
      url: '/api/takeovers',
      headers,
      payload: { name: 'Big game', targets: { all: true }, content: { assetId: layout!.id }, endUtc: new Date(ctx.now().getTime() + 3_600_000).toISOString() },
    });
    expect(takeover.statusCode, takeover.body).toBe(201);
    const takeoverId = takeover.json<{ id: string }>().id;
    expect(await recordsOf('takeover', takeoverId)).toHaveLength(1);
    // The webhook job marks a takeover's start and end as announced: nobody changed the takeover.
    await ctx.db.execute(sql`update takeovers set started_notified_utc = now(), ended_notified_utc = now() where id = ${takeoverId}::uuid`);
    expect(await recordsOf('takeover', takeoverId)).toHaveLength(1);
  });

  it('records a webhook endpoint and its changes, never its secret', async () => {
    const app = await ctx.buildApp({ config: { webhookAllowPrivate: true } });
    const { email, password } = await ctx.createIdentity();
    const headers = bearer(await ctx.login(email, password, app));
    const created = await app.inject({ method: 'POST', url: '/api/webhooks', headers, payload: { url: 'http://127.0.0.1:9/hook', description: 'CRM', events: ['venue.offline'] } });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json<{ id: string; secret: string }>();
    const changed = await app.inject({ method: 'PUT', url: `/api/webhooks/${id}`, headers, payload: { url: 'http://127.0.0.1:9/hook', description: 'CRM v2', events: ['venue.offline'], enabled: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    const records = await recordsOf('webhook', id);
    expect(records.map((record) => record.action).sort()).toEqual(['create', 'update']);
    expect(records.find((record) => record.action === 'update')!.changes).toEqual({
      description: { before: 'CRM', after: 'CRM v2' },
      enabled: { before: true, after: false },
    });
    const text = JSON.stringify(records);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('secret_ciphertext');
  });
});
