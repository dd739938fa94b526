import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { auditRecords, twoFactorRecoveryCodes, twoFactorSecrets } from '../../../server/db/schema.ts';
import { Fixtures } from '../fixtures.ts';
import { bearer, describeEachEngine, type EngineContext } from '../harness.ts';

type App = Awaited<ReturnType<EngineContext['buildApp']>>;

/** A code as the person's authenticator makes it, at `at`. */
function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
}

/** 12:00:15 of a fixed day: in the middle of a 30 s step, so ±30 s land in the neighbouring steps. */
const FIXED = new Date('2026-03-02T12:00:15.000Z');

describeEachEngine('two-factor sign-in: /api/auth/two-factor and /api/auth/login/two-factor', (ctx) => {
  let clock = FIXED;
  const setClock = (at: Date) => {
    clock = at;
  };
  let fixedApp: App | null = null;
  /** An app whose clock the test sets, for the TOTP windows; limits as in production. */
  async function app(): Promise<App> {
    fixedApp ??= await ctx.buildApp({ now: () => clock });
    return fixedApp;
  }

  async function loginStep(a: App, email: string, password: string) {
    const response = await a.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token?: string; twoFactorRequired?: true; challenge?: string }>();
  }

  async function codeStep(a: App, challenge: string, code: string) {
    return a.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code } });
  }

  /** An admin with two-factor on: its secret, recovery codes and a session token. */
  async function enrolled() {
    const a = await app();
    setClock(FIXED);
    const { identity, email, password } = await ctx.createIdentity();
    const token = (await loginStep(a, email, password)).token!;
    const setup = await a.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: bearer(token) });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const enable = await a.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: bearer(token), payload: { code: codeAt(secret, clock) } });
    expect(enable.statusCode, enable.body).toBe(200);
    const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
    // The enrolment used the code of FIXED's step: sign-ins start a step later.
    setClock(new Date(FIXED.getTime() + 60_000));
    return { a, identity, email, password, token, secret, recoveryCodes };
  }

  it('enrols: a secret and its otpauth address, confirmed by a code, 10 recovery codes stored hashed', async () => {
    const { a, identity, token, secret, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.identityId, identity.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes).not.toContain(row.codeHash);
    const [sealed] = await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.identityId, identity.id));
    expect(sealed!.secretCiphertext).not.toContain(secret);
    const status = await a.inject({ method: 'GET', url: '/api/auth/two-factor', headers: bearer(token) });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, setupRequired: false });
    // The secret is never answered again: a second setup is refused.
    expect((await a.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: bearer(token) })).statusCode).toBe(409);
  });

  it('refuses a wrong code at enrolment and leaves two-factor off', async () => {
    const a = await app();
    setClock(FIXED);
    const { email, password } = await ctx.createIdentity();
    const token = (await loginStep(a, email, password)).token!;
    await a.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: bearer(token) });
    const enable = await a.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: bearer(token), payload: { code: '000000' } });
    expect(enable.statusCode).toBe(400);
    expect(enable.json().errors.code).toEqual(['That code is not right. Check your authenticator app and try again.']);
    expect((await a.inject({ method: 'GET', url: '/api/auth/two-factor', headers: bearer(token) })).json().enabled).toBe(false);
    expect((await loginStep(a, email, password)).token).toEqual(expect.any(String));
  });

  it('asks for the code after the password; the code of the previous, current and next 30 s step signs in, others do not', async () => {
    const { a, email, password, secret } = await enrolled();
    const now = clock.getTime();
    for (const offset of [-90_000, 90_000, -60_000]) {
      const step = await loginStep(a, email, password);
      expect(step).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
      expect((await codeStep(a, step.challenge!, codeAt(secret, new Date(now + offset)))).statusCode).toBe(400);
    }
    for (const offset of [-30_000, 0, 30_000]) {
      // Each accepted code must be of a later step than the last one used: go forward a minute each time.
      setClock(new Date(clock.getTime() + 90_000));
      const step = await loginStep(a, email, password);
      const response = await codeStep(a, step.challenge!, codeAt(secret, new Date(clock.getTime() + offset)));
      expect(response.statusCode, `offset ${offset}: ${response.body}`).toBe(200);
      const token = response.json<{ token: string }>().token;
      expect((await a.inject({ method: 'GET', url: '/api/identities/current', headers: bearer(token) })).statusCode).toBe(200);
    }
  });

  it('refuses a code used once already (replay), even from another sign-in', async () => {
    const { a, email, password, secret } = await enrolled();
    const code = codeAt(secret, clock);
    const first = await loginStep(a, email, password);
    expect((await codeStep(a, first.challenge!, code)).statusCode).toBe(200);
    const second = await loginStep(a, email, password);
    const replay = await codeStep(a, second.challenge!, code);
    expect(replay.statusCode).toBe(400);
    // The previous step's code is older than the one used: refused too.
    expect((await codeStep(a, second.challenge!, codeAt(secret, new Date(clock.getTime() - 30_000)))).statusCode).toBe(400);
  });

  it('accepts each recovery code once, and counts what is left', async () => {
    const { a, email, password, recoveryCodes } = await enrolled();
    const [code] = recoveryCodes;
    const first = await loginStep(a, email, password);
    const response = await codeStep(a, first.challenge!, code!.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<{ token: string }>().token;
    const again = await loginStep(a, email, password);
    expect((await codeStep(a, again.challenge!, code!)).statusCode).toBe(400);
    expect((await a.inject({ method: 'GET', url: '/api/auth/two-factor', headers: bearer(token) })).json().recoveryCodesLeft).toBe(9);
  });

  it('a challenge is good for 5 minutes only, and a made-up one for nothing', async () => {
    const { a, email, password, secret } = await enrolled();
    const step = await loginStep(a, email, password);
    setClock(new Date(clock.getTime() + 5 * 60_000 + 1_000));
    const late = await codeStep(a, step.challenge!, codeAt(secret, clock));
    expect(late.statusCode).toBe(401);
    expect(late.json().title).toBe('Your sign-in took too long. Please log in again.');
    expect((await codeStep(a, 'forged', codeAt(secret, clock))).statusCode).toBe(401);
  });

  it('rate-limits codes like passwords: after the account limit, 429 with Retry-After even for the right code', async () => {
    const { email, password, secret } = await enrolled();
    const limited = await ctx.buildApp({ now: () => clock, rateLimits: { failuresPerAccountMax: 3, perIpMax: 100_000 } });
    // Sign-ins left at the code step (the tab closed) use up nothing: the right password is no failure.
    for (let i = 0; i < 4; i += 1) await loginStep(limited, email, password);
    const step = await loginStep(limited, email, password);
    // Three wrong codes reach the limit of 3; a new password step does not forgive them.
    for (let i = 0; i < 3; i += 1) expect((await codeStep(limited, step.challenge!, '000000')).statusCode).toBe(400);
    const blocked = await codeStep(limited, step.challenge!, codeAt(secret, clock));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('turning it off is limited like sign-in: its wrong passwords and codes count against the account', async () => {
    const { email, password, secret, token } = await enrolled();
    const limited = await ctx.buildApp({ now: () => clock, rateLimits: { failuresPerAccountMax: 3, perIpMax: 100_000 } });
    const disable = (payload: object) => limited.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers: bearer(token), payload });
    expect((await disable({ password: 'Wrong-Pass-1', code: codeAt(secret, clock) })).statusCode).toBe(400);
    expect((await disable({ password, code: '000000' })).statusCode).toBe(400);
    expect((await disable({ password, code: '111111' })).statusCode).toBe(400);
    const blocked = await disable({ password, code: codeAt(secret, clock) });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // One budget: a stolen session's guesses here also hold back sign-in from that address.
    expect((await limited.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode).toBe(429);
    expect((await limited.inject({ method: 'GET', url: '/api/auth/two-factor', headers: bearer(token) })).json().enabled).toBe(true);
  });

  it('turning it off needs the password and a code', async () => {
    const { a, token, secret, password } = await enrolled();
    const disable = (payload: object) => a.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers: bearer(token), payload });
    const wrongPassword = await disable({ password: 'Wrong-Pass-1', code: codeAt(secret, clock) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toBeDefined();
    expect((await disable({ password, code: '000000' })).statusCode).toBe(400);
    expect((await disable({ password })).statusCode).toBe(400);
    expect((await disable({ password, code: codeAt(secret, clock) })).statusCode).toBe(204);
    expect((await a.inject({ method: 'GET', url: '/api/auth/two-factor', headers: bearer(token) })).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, setupRequired: false });
  });

  it('requires two-factor of admins when the setting is on: the server refuses them all but enrolment and sign-out; client users are not asked', async () => {
    const { a, token: enrolledToken } = await enrolled();
    const get = (url: string, token: string) => a.inject({ method: 'GET', url, headers: bearer(token) });
    const put = (value: boolean, token = enrolledToken) =>
      a.inject({ method: 'PUT', url: '/api/auth/security-settings', headers: bearer(token), payload: { requireAdminTwoFactor: value } });
    const admin = await ctx.createIdentity();
    const token = (await loginStep(a, admin.email, admin.password)).token!;
    const leaving = await ctx.createIdentity();
    const leavingToken = (await loginStep(a, leaving.email, leaving.password)).token!;
    const client = await ctx.createIdentity({ identityType: 'ClientIdentity', clientId: (await new Fixtures(ctx).client()).id });
    const clientToken = (await loginStep(a, client.email, client.password)).token!;
    // Read once with the setting off, so the session is in this process's cache when it changes.
    expect((await get('/api/clients', token)).statusCode).toBe(200);
    try {
      expect((await put(true)).json()).toEqual({ requireAdminTwoFactor: true });
      expect((await get('/api/auth/two-factor', token)).json().setupRequired).toBe(true);
      const refused = await get('/api/clients', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ title: 'Turn on two-factor sign-in to continue: this portal requires it of every admin.', status: 403 });
      // Reads, writes, the setting itself (no lifting the requirement without a second factor).
      expect((await get('/api/activity', token)).statusCode).toBe(403);
      expect((await get('/api/auth/security-settings', token)).statusCode).toBe(403);
      expect((await put(false, token)).statusCode).toBe(403);
      expect((await a.inject({ method: 'POST', url: '/api/clients', headers: bearer(token), payload: {} })).statusCode).toBe(403);
      // What enrolment and signing out need.
      for (const url of ['/api/identities/current', '/api/auth/two-factor', '/api/auth/sessions', '/api/app-config']) {
        expect((await get(url, token)).statusCode, url).toBe(200);
      }
      expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(leavingToken) })).statusCode).toBe(204);
      // Client users and enrolled admins are not affected.
      expect((await get('/api/auth/two-factor', clientToken)).json().setupRequired).toBe(false);
      expect((await get('/api/venues', clientToken)).statusCode).toBe(200);
      expect((await get('/api/clients', enrolledToken)).statusCode).toBe(200);
      expect((await put(false, clientToken)).statusCode).toBe(403);
      // Enrolling opens everything at once.
      const setup = await a.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: bearer(token) });
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret } = setup.json<{ secret: string }>();
      const enable = await a.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: bearer(token), payload: { code: codeAt(secret, clock) } });
      expect(enable.statusCode, enable.body).toBe(200);
      expect((await get('/api/clients', token)).statusCode).toBe(200);
      // An admin without two-factor is refused while it is required, and served once it is not.
      const late = await ctx.createIdentity();
      const lateToken = (await loginStep(a, late.email, late.password)).token!;
      expect((await get('/api/clients', lateToken)).statusCode).toBe(403);
      expect((await put(false)).json()).toEqual({ requireAdminTwoFactor: false });
      expect((await get('/api/clients', lateToken)).statusCode).toBe(200);
    } finally {
      await put(false);
    }
  });

  it('never puts the secret, a code or a recovery code into an audit record', async () => {
    const { identity, secret, recoveryCodes } = await enrolled();
    const records = await ctx.db.select().from(auditRecords).where(eq(auditRecords.entityId, identity.id));
    expect(records.some((record) => record.entityType === 'twoFactor')).toBe(true);
    const text = JSON.stringify(records);
    expect(text).not.toContain(secret);
    for (const code of recoveryCodes) expect(text).not.toContain(code);
    const [sealed] = await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.identityId, identity.id));
    expect(text).not.toContain(sealed!.secretCiphertext);
  });
});
