import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app.ts';
import { describeEachEngine, GOOD_PASSWORD } from '../harness.ts';

const TOO_MANY = { title: 'Too many requests. Try again later.', status: 429 };
const WINDOW_MS = 15 * 60 * 1000;

/** The limits of server/plugins/rate-limits.ts on the sign-in, reset and code routes. */
describeEachEngine('rate limits on the auth routes', (ctx) => {
  const loginOn = (app: App, email: string, password: string, remoteAddress = '127.0.0.1', headers = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers });

  describe('per account (3 failed logins, 2 reset mails)', () => {
    let app: App;
    beforeAll(async () => {
      app = await ctx.buildApp({ rateLimits: { perIpMax: 100_000, failuresPerAccountMax: 3, resetMailsPerAccountMax: 2 } });
    });

    it('answers 429 with Retry-After after the failures allowed per account, even to the right password', async () => {
      const { email } = await ctx.createIdentity();
      for (let i = 0; i < 3; i += 1) expect((await loginOn(app, email, 'Wrong-Password-1')).statusCode).toBe(401);
      const limited = await loginOn(app, email, GOOD_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(WINDOW_MS / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    });

    it('keeps other accounts signing in meanwhile, from the same IP', async () => {
      const { email } = await ctx.createIdentity();
      const other = await ctx.createIdentity();
      for (let i = 0; i < 4; i += 1) await loginOn(app, email, 'Wrong-Password-1');
      expect((await loginOn(app, email, GOOD_PASSWORD)).statusCode).toBe(429);
      expect((await loginOn(app, other.email, other.password)).statusCode).toBe(200);
    });

    it('limits unknown emails the same way, so a 429 tells nothing about existence', async () => {
      const email = ctx.uniqueEmail('ghost');
      for (let i = 0; i < 3; i += 1) expect((await loginOn(app, email, 'Wrong-Password-1')).statusCode).toBe(401);
      expect((await loginOn(app, email, 'Wrong-Password-1')).statusCode).toBe(429);
    });

    it('counts the account whatever the case of the email', async () => {
      const { email } = await ctx.createIdentity();
      for (const variant of [email, email.toUpperCase(), ` ${email}`]) await loginOn(app, variant, 'Wrong-Password-1');
      expect((await loginOn(app, email, GOOD_PASSWORD)).statusCode).toBe(429);
    });

    it('lets the account in again once the window has passed', async () => {
      const { email } = await ctx.createIdentity();
      for (let i = 0; i < 4; i += 1) await loginOn(app, email, 'Wrong-Password-1');
      ctx.travel(WINDOW_MS + 1000);
      expect((await loginOn(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('forgives earlier failures after a successful login', async () => {
      const { email } = await ctx.createIdentity();
      for (let i = 0; i < 2; i += 1) await loginOn(app, email, 'Wrong-Password-1');
      expect((await loginOn(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await loginOn(app, email, 'Wrong-Password-1')).statusCode).toBe(401);
    });

    it('holds under a burst of parallel attempts (the counter is one atomic upsert)', async () => {
      const { email } = await ctx.createIdentity();
      const answers = await Promise.all(Array.from({ length: 8 }, () => loginOn(app, email, 'Wrong-Password-1')));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it('limits forgot-password per account, known or unknown', async () => {
      const { email } = await ctx.createIdentity();
      for (const address of [email, ctx.uniqueEmail('ghost')]) {
        const send = () => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: address } });
        expect((await send()).statusCode).toBe(204);
        expect((await send()).statusCode).toBe(204);
        const limited = await send();
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(TOO_MANY);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('limits failed resets per account', async () => {
      const { email } = await ctx.createIdentity();
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { email, password: 'New-Password-1', passwordConfirm: 'New-Password-1', resetPasswordToken: 'guess' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(429);
    });
  });

  it('limits each IP on login, forgot-password and reset-password, with Retry-After', async () => {
    const app = await ctx.buildApp({ rateLimits: { perIpMax: 3 } });
    const email = ctx.uniqueEmail('ip');
    for (const url of ['/api/auth/login', '/api/auth/forgot-password', '/api/auth/reset-password']) {
      const send = (remoteAddress: string) =>
        app.inject({ method: 'POST', url, payload: { email, password: 'x' }, remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await send('10.0.0.1')).statusCode).not.toBe(429);
      const limited = await send('10.0.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('10.0.0.2')).statusCode).not.toBe(429);
    }
  });

  it('counts only failed sign-ins per IP: a busy address that signs in right is never locked out', async () => {
    const app = await ctx.buildApp({ rateLimits: { perIpMax: 3 } });
    const { email } = await ctx.createIdentity();
    for (let i = 0; i < 6; i += 1) expect((await loginOn(app, email, GOOD_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await loginOn(app, ctx.uniqueEmail('other'), 'Wrong-Password-1', '10.0.1.1')).statusCode).toBe(401);
    const limited = await loginOn(app, email, GOOD_PASSWORD, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(WINDOW_MS / 1000 - 60);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const untrusting = await ctx.buildApp({ rateLimits: { perIpMax: 1 } });
    const email = ctx.uniqueEmail('xff');
    expect((await loginOn(untrusting, email, 'x', '10.0.0.3', { 'x-forwarded-for': '1.1.1.1' })).statusCode).toBe(401);
    expect((await loginOn(untrusting, email, 'x', '10.0.0.3', { 'x-forwarded-for': '2.2.2.2' })).statusCode).toBe(429);

    const trusting = await ctx.buildApp({ rateLimits: { perIpMax: 1 }, config: { trustProxy: true } });
    expect((await loginOn(trusting, email, 'x', '10.0.0.3', { 'x-forwarded-for': '3.3.3.3' })).statusCode).toBe(401);
    expect((await loginOn(trusting, email, 'x', '10.0.0.3', { 'x-forwarded-for': '4.4.4.4' })).statusCode).toBe(401);
    expect((await loginOn(trusting, email, 'x', '10.0.0.3', { 'x-forwarded-for': '4.4.4.4' })).statusCode).toBe(429);
  });

  it('does not limit other routes', async () => {
    const app = await ctx.buildApp({ rateLimits: { perIpMax: 1 } });
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
