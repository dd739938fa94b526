import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { identities, sessions } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/services/tokens.ts';
import { bearer, describeEachEngine } from '../harness.ts';

const UNAUTHORIZED = { title: 'Unauthorized', status: 401 };
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachEngine('sessions: GET /api/identities/current and POST /api/auth/logout', (ctx) => {
  const current = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/identities/current', headers });
  const logout = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

  it('answers the signed-in identity', async () => {
    const { identity, email, password } = await ctx.createIdentity({ name: 'Ada Admin' });
    const token = await ctx.login(email, password);
    const response = await current(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: identity.id,
      name: 'Ada Admin',
      identifier: email,
      identityType: 'Admin',
      clientId: null,
      role: 'admin',
      venueIds: [],
    });
  });

  it('answers 401 without a token, with an unknown token and with another scheme', async () => {
    for (const headers of [{}, bearer('not-a-real-token'), { authorization: 'Basic YTpi' }, { authorization: 'Bearer' }]) {
      const response = await current(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('ignores cookies: a session is only ever a bearer token', async () => {
    const { email, password } = await ctx.createIdentity();
    const token = await ctx.login(email, password);
    const response = await current({ cookie: `token=${token}` });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a token after its 7 days and deletes the session', async () => {
    const { email, password } = await ctx.createIdentity();
    const token = await ctx.login(email, password);
    ctx.travel(7 * DAY_MS - 60_000);
    expect((await current(bearer(token))).statusCode).toBe(200);
    ctx.travel(2 * 60_000);
    const response = await current(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)))).toEqual([]);
  });

  it('records when a session was last used', async () => {
    const { email, password } = await ctx.createIdentity();
    const token = await ctx.login(email, password);
    ctx.travel(DAY_MS);
    await current(bearer(token));
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(session!.lastUsedUtc.getTime() - session!.createdUtc.getTime()).toBeGreaterThanOrEqual(DAY_MS);
  });

  it('logs out: 204, that session ends, the others stay', async () => {
    const { email, password } = await ctx.createIdentity();
    const token = await ctx.login(email, password);
    const otherToken = await ctx.login(email, password);
    const response = await logout(bearer(token));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await current(bearer(token))).statusCode).toBe(401);
    expect((await current(bearer(otherToken))).statusCode).toBe(200);
  });

  it('answers 401 to logout without a valid session', async () => {
    const { email, password } = await ctx.createIdentity();
    const token = await ctx.login(email, password);
    expect((await logout(bearer(token))).statusCode).toBe(204);
    const again = await logout(bearer(token));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(UNAUTHORIZED);
    expect((await logout()).statusCode).toBe(401);
  });

  it('accepts a logout sent with a JSON content type and no body', async () => {
    const { email, password } = await ctx.createIdentity();
    const token = await ctx.login(email, password);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('ends sessions when their identity is deleted', async () => {
    const { identity, email, password } = await ctx.createIdentity();
    const token = await ctx.login(email, password);
    await ctx.db.delete(identities).where(eq(identities.id, identity.id));
    expect((await current(bearer(token))).statusCode).toBe(401);
  });
});
