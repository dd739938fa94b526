import { expect, it } from 'vitest';
import { MISSING_UUID, NOT_FOUND } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface SessionItem {
  id: string;
  device: string | null;
  address: string | null;
  createdUtc: string;
  lastUsedUtc: string;
  current: boolean;
}

describeEachEngine('my sessions: /api/auth/sessions', (ctx) => {
  async function signIn(email: string, password: string, userAgent: string) {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'user-agent': userAgent } });
    return response.json<{ token: string }>().token;
  }
  const list = async (token: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: SessionItem[] }>().items;
  };
  const current = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/identities/current', headers: bearer(token) });

  it('lists my sessions with browser and system, address, times and which is this one; never a token', async () => {
    const { email, password } = await ctx.createIdentity();
    const laptop = await signIn(email, password, FIREFOX_WINDOWS);
    const phone = await signIn(email, password, SAFARI_IPHONE);
    const other = await ctx.createIdentity();
    await signIn(other.email, other.password, FIREFOX_WINDOWS);

    const items = await list(laptop);
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.device).sort()).toEqual(['Firefox on Windows', 'Safari on iOS']);
    expect(items.find((item) => item.current)?.device).toBe('Firefox on Windows');
    expect(items.filter((item) => item.current)).toHaveLength(1);
    for (const item of items) {
      expect(item.address).toBe('127.0.0.1');
      expect(Date.parse(item.createdUtc)).not.toBeNaN();
    }
    const text = JSON.stringify(items);
    expect(text).not.toContain(laptop);
    expect(text).not.toContain(phone);
  });

  it('ends one session: it is refused at once, the others stay', async () => {
    const { email, password } = await ctx.createIdentity();
    const laptop = await signIn(email, password, FIREFOX_WINDOWS);
    const phone = await signIn(email, password, SAFARI_IPHONE);
    expect((await current(phone)).statusCode).toBe(200); // now cached
    const phoneSession = (await list(laptop)).find((item) => !item.current)!;
    const ended = await ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}`, headers: bearer(laptop) });
    expect(ended.statusCode).toBe(204);
    expect((await current(phone)).statusCode).toBe(401);
    expect((await current(laptop)).statusCode).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
  });

  it("answers 404 for another person's session and for one that does not exist, and ends nothing", async () => {
    const mine = await ctx.createIdentity();
    const theirs = await ctx.createIdentity();
    const myToken = await signIn(mine.email, mine.password, FIREFOX_WINDOWS);
    const theirToken = await signIn(theirs.email, theirs.password, FIREFOX_WINDOWS);
    const [theirSession] = await list(theirToken);
    for (const id of [theirSession!.id, MISSING_UUID]) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(myToken) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await current(theirToken)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/auth/sessions/not-a-uuid', headers: bearer(myToken) })).statusCode).toBe(400);
  });

  it('ends all other sessions, keeping this one', async () => {
    const { email, password } = await ctx.createIdentity();
    const laptop = await signIn(email, password, FIREFOX_WINDOWS);
    const phone = await signIn(email, password, SAFARI_IPHONE);
    const tablet = await signIn(email, password, SAFARI_IPHONE);
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: bearer(laptop) });
    expect(response.statusCode).toBe(204);
    expect((await current(phone)).statusCode).toBe(401);
    expect((await current(tablet)).statusCode).toBe(401);
    expect((await current(laptop)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});
