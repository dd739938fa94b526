import { beforeAll, expect, it } from 'vitest';
import { scheduleMessages, type ScheduleEntry } from '../../../contract/schedules.ts';
import { assets } from '../../../server/db/schema.ts';
import { Fixtures, tag, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * A schedule entry's days are a set of weekdays: at most the 7 of a week, each once, stored and
 * answered in week order whatever order they were sent in (contract/schedules.ts, the same rule the
 * app's entry editor checks).
 */
describeEachEngine('schedule entry days: at most 7, each once', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let clientId: string;
  let layoutId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    clientId = (await fixtures.client()).id;
    const [layout] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP' }).returning({ id: assets.id });
    layoutId = layout!.id;
  });

  const body = (days: unknown) => ({ name: `Entry ${tag()}`, target: { clientId }, content: { assetId: layoutId }, days, from: '09:00', to: '12:00' });
  const listed = async () => (await ctx.app.inject({ method: 'GET', url: `/api/schedules?clientId=${clientId}`, headers: admin })).json<{ items: ScheduleEntry[] }>().items;

  it('refuses more than 7 days with 400 on days and stores nothing (100,000 repeats were stored and answered)', async () => {
    const before = await listed();
    for (const days of [Array.from({ length: 100_000 }, () => 'monday'), [...Array.from({ length: 7 }, () => 'friday'), 'monday']]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: body(days) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, title: VALIDATION_TITLE, errors: { days: [scheduleMessages.daysTooMany] } });
    }
    const created = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: body(['monday']) });
    const id = created.json<ScheduleEntry>().id;
    const updated = await ctx.app.inject({ method: 'PUT', url: `/api/schedules/${id}`, headers: admin, payload: body(Array.from({ length: 8 }, () => 'sunday')) });
    expect(updated.statusCode).toBe(400);
    const after = await listed();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((entry) => entry.id === id)?.days).toEqual(['monday']);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/schedules/${id}`, headers: admin })).statusCode).toBe(204);
  });

  it('stores repeated days once, in week order', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: body(['sunday', 'friday', 'sunday', 'monday']) });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<ScheduleEntry>();
    expect(entry.days).toEqual(['monday', 'friday', 'sunday']);
    const updated = await ctx.app.inject({ method: 'PUT', url: `/api/schedules/${entry.id}`, headers: admin, payload: body(['tuesday', 'tuesday']) });
    expect(updated.json<ScheduleEntry>().days).toEqual(['tuesday']);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/schedules/${entry.id}`, headers: admin });
    expect(shown.json<ScheduleEntry>().days).toEqual(['tuesday']);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/schedules/${entry.id}`, headers: admin })).statusCode).toBe(204);
  });
});
