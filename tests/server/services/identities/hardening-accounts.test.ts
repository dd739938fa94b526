import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_TITLE, identityMessages } from '../../../../contract/identities.ts';
import type { App } from '../../../../server/app.ts';
import { createResetToken } from '../../../../server/services/identities/password-reset.ts';
import { Fixtures, VALIDATION_TITLE } from '../../fixtures.ts';
import { bearer, describeEachEngine, GOOD_PASSWORD, type EngineContext } from '../../harness.ts';

const WRONG = 'Wrong-Password-1';
const NEW_PASSWORD = 'Brand-New-Pass-7';

async function outboxMails(ctx: EngineContext): Promise<string[]> {
  await ctx.deliverMail();
  try {
    return readdirSync(ctx.outboxDir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => readFileSync(join(ctx.outboxDir, name), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * Nobody but the owner can lock an account or take it over. Requests come
 * from different addresses through X-Forwarded-For, which the app believes with TRUST_PROXY.
 */
describeEachEngine('hardening: lockouts and account changes', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp({
      config: { trustProxy: true },
      rateLimits: { perIpMax: 100_000, failuresPerAccountMax: 3, resetMailsPerAccountMax: 2 },
    });
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (email: string, password: string, address: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: from(address) });
  const forgot = (email: string, address: string) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: from(address) });
  const reset = (email: string, token: string, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetPasswordToken: token },
      headers: from(address),
    });

  describe('item 1: lockouts', () => {
    it('locks the attacker out after failed logins while the owner still signs in from another address', async () => {
      const { email } = await ctx.createIdentity();
      for (let i = 0; i < 5; i += 1) await login(email, WRONG, '203.0.113.9');
      expect((await login(email, GOOD_PASSWORD, '203.0.113.9')).statusCode).toBe(429);
      expect((await login(email, GOOD_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    });

    it('honours a valid reset token after bogus reset attempts on the same account', async () => {
      const { identity, email } = await ctx.createIdentity();
      for (let i = 0; i < 5; i += 1) await reset(email, `guess-${i}`, '203.0.113.10');
      expect((await reset(email, 'guess-again', '203.0.113.10')).statusCode).toBe(429);
      const token = await createResetToken(ctx.db, identity.id, ctx.now());
      expect((await reset(email, token, '198.51.100.8')).statusCode).toBe(204);
      expect((await login(email, NEW_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    });

    it('honours a valid reset token even from the address that failed', async () => {
      const { identity, email } = await ctx.createIdentity();
      for (let i = 0; i < 5; i += 1) await reset(email, `guess-${i}`, '203.0.113.11');
      const token = await createResetToken(ctx.db, identity.id, ctx.now());
      expect((await reset(email, token, '203.0.113.11')).statusCode).toBe(204);
    });

    it('never lets others use up the owner’s reset mails', async () => {
      const { email } = await ctx.createIdentity();
      for (let i = 0; i < 4; i += 1) await forgot(email, '203.0.113.12');
      expect((await forgot(email, '203.0.113.12')).statusCode).toBe(429);
      const before = (await outboxMails(ctx)).length;
      expect((await forgot(email, '198.51.100.9')).statusCode).toBe(204);
      expect((await outboxMails(ctx)).length).toBe(before + 1);
    });
  });

  describe('item 2: a stolen session cannot take the account', () => {
    it('needs the current password to change the email, mails the old address and ends the other sessions', async () => {
      const { identity, email } = await ctx.createIdentity({ name: 'Owner Person' });
      const thief = bearer(await ctx.login(email, GOOD_PASSWORD));
      const owner = bearer(await ctx.login(email, GOOD_PASSWORD));
      const newEmail = ctx.uniqueEmail('moved');
      const put = (headers: Record<string, string>, payload: object) =>
        ctx.app.inject({ method: 'PUT', url: `/api/identities/${identity.id}`, headers, payload });

      const without = await put(thief, { name: 'Owner Person', email: newEmail });
      expect(without.statusCode).toBe(400);
      expect(without.json()).toEqual({
        title: VALIDATION_TITLE,
        status: 400,
        errors: { existingPassword: [identityMessages.existingPasswordRequired] },
      });
      const wrong = await put(thief, { name: 'Owner Person', email: newEmail, existingPassword: WRONG });
      expect(wrong.json().errors).toEqual({ existingPassword: [identityMessages.existingPasswordWrong] });
      // The name alone needs no password.
      expect((await put(thief, { name: 'Renamed Person', email })).statusCode).toBe(200);

      const before = (await outboxMails(ctx)).length;
      const changed = await put(owner, { name: 'Owner Person', email: newEmail, existingPassword: GOOD_PASSWORD });
      expect(changed.statusCode, changed.body).toBe(200);
      const mails = (await outboxMails(ctx)).slice(before);
      expect(mails.some((mail) => mail.includes(`To: ${email}`) && mail.includes(newEmail))).toBe(true);
      const current = (headers: Record<string, string>) =>
        ctx.app.inject({ method: 'GET', url: '/api/identities/current', headers });
      expect((await current(owner)).statusCode).toBe(200);
      expect((await current(thief)).statusCode).toBe(401);
    });

    it('spends outstanding reset tokens when the password or the email changes', async () => {
      const { identity, email } = await ctx.createIdentity();
      const headers = bearer(await ctx.login(email, GOOD_PASSWORD));
      const token = await createResetToken(ctx.db, identity.id, ctx.now());
      const changed = await ctx.app.inject({
        method: 'PUT',
        url: `/api/identities/${identity.id}/update-password`,
        headers,
        payload: { existingPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      });
      expect(changed.statusCode).toBe(204);
      expect((await reset(email, token, '198.51.100.20')).statusCode).toBe(400);

      const second = await ctx.createIdentity();
      const secondHeaders = bearer(await ctx.login(second.email, GOOD_PASSWORD));
      const secondToken = await createResetToken(ctx.db, second.identity.id, ctx.now());
      const newEmail = ctx.uniqueEmail('moved');
      const moved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/identities/${second.identity.id}`,
        headers: secondHeaders,
        payload: { name: 'Test Person', email: newEmail, existingPassword: GOOD_PASSWORD },
      });
      expect(moved.statusCode).toBe(200);
      expect((await reset(newEmail, secondToken, '198.51.100.21')).statusCode).toBe(400);
    });
  });

  describe('item 3: pending invitations and the conflict answer', () => {
    it('treats an email held by a pending invitation as taken, with a conflict that names nobody', async () => {
      const admin = await fixtures.adminHeaders();
      const invited = ctx.uniqueEmail('invited');
      const invitation = await ctx.app.inject({ method: 'POST', url: '/api/invitations', headers: admin, payload: { email: invited } });
      expect(invitation.statusCode).toBe(201);

      const { identity, email } = await ctx.createIdentity();
      const headers = bearer(await ctx.login(email, GOOD_PASSWORD));
      const claim = await ctx.app.inject({
        method: 'PUT',
        url: `/api/identities/${identity.id}`,
        headers,
        payload: { name: 'Test Person', email: invited, existingPassword: GOOD_PASSWORD },
      });
      expect(claim.statusCode).toBe(409);
      expect(claim.json()).toEqual({ title: EMAIL_TAKEN_TITLE, status: 409 });
      expect(EMAIL_TAKEN_TITLE).not.toMatch(/identity|account|exists/i);

      const other = await ctx.createIdentity();
      const taken = await ctx.app.inject({
        method: 'PUT',
        url: `/api/identities/${identity.id}`,
        headers,
        payload: { name: 'Test Person', email: other.email, existingPassword: GOOD_PASSWORD },
      });
      expect(taken.json()).toEqual(claim.json());
    });
  });
});
