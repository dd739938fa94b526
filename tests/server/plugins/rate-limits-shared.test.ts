import { beforeAll, expect, it } from 'vitest';
import type { App } from '../../../server/app.ts';
import { Fixtures } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * Two API processes on one database (two apps here) count sign-in and code
 * limits together on PostgreSQL; PGlite (one process by design) keeps its in-process counts, but
 * for /login's failures per address, which are counted in the database on both engines
 * (server/plugins/rate-limits.ts, counting in server/services/rate-limit-store.ts).
 */
describeEachEngine('limits shared across processes', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const limits = { perIpMax: 3, failuresPerAccountMax: 2, controllerCodePerIdentityMax: 2, controllerCodePerIpMax: 100 };
  let first: App;
  let second: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    first = await ctx.buildApp({ rateLimits: limits });
    second = await ctx.buildApp({ rateLimits: limits });
    admin = await fixtures.adminHeaders();
  });
  const shared = () => ctx.engine === 'postgres';
  const login = (app: App, email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong-Password-1' }, remoteAddress });

  it('counts failed sign-ins per address in every process together (in the database, on both engines)', async () => {
    const address = '198.51.100.7';
    // Different accounts, so only the per-address limit (3) can answer 429. /login counts its
    // failures in the database (failures only, a success takes its count back), so
    // PGlite shares them too.
    for (const app of [first, first, second]) expect((await login(app, ctx.uniqueEmail(), address)).statusCode).toBe(401);
    const fourth = await login(second, ctx.uniqueEmail(), address);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts failures per account (from one address) in every process together', async () => {
    const { email } = await ctx.createIdentity();
    expect((await login(first, email, '198.51.100.8')).statusCode).toBe(401);
    expect((await login(second, email, '198.51.100.8')).statusCode).toBe(401);
    expect((await login(first, email, '198.51.100.8')).statusCode).toBe(429);
  });

  it('counts forgot-password and reset-password requests per address in every process together on PostgreSQL', async () => {
    // A new email each time, so the per-account limit of reset mails stays out of it.
    for (const [url, payload, address] of [
      ['/api/auth/forgot-password', () => ({ email: ctx.uniqueEmail() }), '198.51.100.9'],
      ['/api/auth/reset-password', () => ({ token: 'x'.repeat(43), newPassword: 'Another-Horse-7' }), '198.51.100.10'],
    ] as const) {
      const send = (app: App) => app.inject({ method: 'POST', url, payload: payload(), remoteAddress: address });
      const answers = [];
      for (const app of [first, first, second, second]) answers.push((await send(app)).statusCode);
      // Limit 3 per address: the fourth request is over it when both processes count together.
      expect(answers.slice(0, 3).every((status) => status !== 429), `${url}: ${answers.join(', ')}`).toBe(true);
      expect(answers[3] === 429, `${url}: ${answers.join(', ')}`).toBe(shared());
    }
  });

  it('counts controller code checks per identity in every process together on PostgreSQL', async () => {
    const check = (app: App) => app.inject({ method: 'GET', url: '/api/graphicscontrollerauthcode/check/ABCDEF', headers: admin });
    expect((await check(first)).statusCode).toBe(404);
    expect((await check(second)).statusCode).toBe(404);
    expect((await check(first)).statusCode).toBe(shared() ? 429 : 404);
  });
});
