import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { themeMessages, type Theme } from '../../../contract/themes.ts';
import { assets, themes } from '../../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

describeEachEngine('themes: /api/theme', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let clientIdentity: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    clientIdentity = (await fixtures.tenant()).headers;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const nameRequired = { title: VALIDATION_TITLE, status: 400, errors: { name: [themeMessages.nameRequired] } };

  it('creates, lists sorted by name, renames and deletes a theme', async () => {
    const prefix = `T-${tag()}`;
    const created = await call('POST', '/api/theme', admin, { name: ` ${prefix} b ` });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await call('POST', '/api/theme', admin, { name: `${prefix} a` })).statusCode).toBe(201);

    const list = (await call('GET', '/api/theme', admin)).json<Theme[]>().filter((theme) => theme.name.startsWith(prefix));
    expect(list.map((theme) => theme.name)).toEqual([`${prefix} a`, `${prefix} b`]);
    expect(Object.keys(list[1] ?? {}).sort()).toEqual(['id', 'name', 'updatedUtc']);

    const renamed = await call('PUT', `/api/theme/${id}`, admin, { name: `${prefix} c` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: `${prefix} c` });

    expect((await call('DELETE', `/api/theme/${id}`, admin)).statusCode).toBe(204);
    expect(await ctx.db.select().from(themes).where(eq(themes.id, id))).toEqual([]);
    expect((await call('DELETE', `/api/theme/${id}`, admin)).json()).toEqual(NOT_FOUND);
  });

  it('answers the name message on create and update', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 5 }]) {
      const response = await call('POST', '/api/theme', admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(nameRequired);
    }
    const { id } = (await call('POST', '/api/theme', admin, { name: 'Keep' })).json<{ id: string }>();
    expect((await call('PUT', `/api/theme/${id}`, admin, { name: '' })).json()).toEqual(nameRequired);
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of [MISSING_UUID, 'nope']) {
      expect((await call('PUT', `/api/theme/${id}`, admin, { name: 'X' })).json()).toEqual(NOT_FOUND);
      expect((await call('DELETE', `/api/theme/${id}`, admin)).json()).toEqual(NOT_FOUND);
    }
  });

  it('keeps the assets of a deleted theme, without a theme', async () => {
    const { id } = (await call('POST', '/api/theme', admin, { name: 'Doomed' })).json<{ id: string }>();
    const [asset] = await ctx.db.insert(assets).values({ name: 'Themed', type: 'GROUP', themeId: id }).returning();
    expect((await call('DELETE', `/api/theme/${id}`, admin)).statusCode).toBe(204);
    const [after] = await ctx.db.select().from(assets).where(eq(assets.id, asset?.id ?? ''));
    expect(after?.themeId).toBeNull();
  });

  it('is for Admins only: 401 anonymous, 403 ClientIdentity', async () => {
    const { id } = (await call('POST', '/api/theme', admin, { name: 'Guarded' })).json<{ id: string }>();
    const requests = [
      ['POST', '/api/theme', { name: 'X' }],
      ['GET', '/api/theme', undefined],
      ['PUT', `/api/theme/${id}`, { name: 'X' }],
      ['DELETE', `/api/theme/${id}`, undefined],
    ] as const;
    for (const [method, url, body] of requests) {
      expect((await call(method, url, {}, body)).json()).toEqual(UNAUTHORIZED);
      expect((await call(method, url, clientIdentity, body)).json()).toEqual(FORBIDDEN);
    }
  });
});
