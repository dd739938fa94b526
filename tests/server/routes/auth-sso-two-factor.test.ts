import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../server/app.ts';
import { TWO_FACTOR_SETUP_REQUIRED_TITLE } from '../../../contract/twoFactorSetupRequired.ts';
import type { PersonRole } from '../../../contract/permissions.ts';
import { securitySettingsChanged } from '../../../server/services/identities/sessions.ts';
import { confirmEnrolment, startEnrolment, writeSecuritySettings } from '../../../server/services/identities/two-factor.ts';
import { Secret, TOTP } from 'otpauth';
import { Fixtures } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';
import { startTestProvider, type TestProvider } from '../oidc-test-provider.ts';
import { finishSignIn, signInAtProvider } from '../sso-browser.ts';

const PORTAL = 'http://localhost:3000';
/** The admin-side roles the admins' "require two-factor" covers (docs/decisions.md#two-factor). */
const ADMIN_SIDE: PersonRole[] = ['admin', 'designer', 'approver'];

/**
 * Single sign-on while admins require two-factor (docs/decisions.md#two-factor,
 * docs/permissions.md#single-sign-on): the provider's second factor (`amr`) meets the requirement;
 * without it, the person goes through the portal's own two-factor as after a password.
 */
describeEachEngine('single sign-on when admins require two-factor', (ctx) => {
  let provider: TestProvider;
  let app: App;
  let fixtures: Fixtures;

  beforeAll(async () => {
    provider = await startTestProvider(PORTAL);
    fixtures = new Fixtures(ctx);
    app = await ctx.buildApp({
      rateLimits: { perIpMax: 100_000 },
      config: {
        portalBaseUrl: PORTAL,
        sso: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: 'Test Provider', allowedDomains: new Map() },
      },
    });
    await writeSecuritySettings(ctx.db, { requireAdminTwoFactor: true }, ctx.now());
    await securitySettingsChanged(ctx.db);
  });
  afterAll(async () => {
    await writeSecuritySettings(ctx.db, { requireAdminTwoFactor: false }, ctx.now());
    await securitySettingsChanged(ctx.db);
    await provider.close();
  });

  async function person(role: PersonRole, clientId: string | null = null) {
    const created = await ctx.createIdentity({ identityType: clientId === null ? 'Admin' : 'ClientIdentity', role, clientId });
    provider.addAccount({ email: created.email, emailVerified: true });
    return created;
  }

  /** Through the provider (saying it used `amr`) to /finish: its answer. */
  async function ssoFinish(email: string, amr: string) {
    const { location, jar } = await signInAtProvider(app, provider, PORTAL, email, amr);
    expect(location).toBe('/login?sso=done');
    const finished = await finishSignIn(app, jar);
    expect(finished.statusCode, finished.body).toBe(200);
    return finished.json<{ token?: string; twoFactorRequired?: true; challenge?: string }>();
  }

  /** A route every admin-side role may read, and none opened to a session that must enrol first. */
  const clients = (token: string) => app.inject({ method: 'GET', url: '/api/clients', headers: bearer(token) });
  const status = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: bearer(token) })).json<{ enabled: boolean; setupRequired: boolean }>();

  for (const role of ADMIN_SIDE) {
    it(`${role}: without a second factor at the provider, enrolment comes first, as after a password`, async () => {
      const { email, password } = await person(role);
      const { token } = await ssoFinish(email, 'pwd');
      expect(token).toEqual(expect.any(String));
      const refused = await clients(token!);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ title: TWO_FACTOR_SETUP_REQUIRED_TITLE });
      // The app reads this to send the person to enrol.
      expect(await status(token!)).toMatchObject({ enabled: false, setupRequired: true });
      // The same as a password sign-in of the same person.
      const byPassword = await ctx.login(email, password, app);
      expect((await clients(byPassword)).statusCode).toBe(403);
      expect(await status(byPassword)).toMatchObject({ setupRequired: true });
    });

    it(`${role}: the provider’s second factor (amr mfa) meets the requirement for that session only`, async () => {
      const { email, password } = await person(role);
      const answer = await ssoFinish(email, 'pwd,mfa');
      expect(answer).toEqual({ token: expect.any(String) });
      expect((await clients(answer.token!)).statusCode).toBe(200);
      expect(await status(answer.token!)).toMatchObject({ enabled: false, setupRequired: false });
      // A password session of the same person is still held to the requirement.
      expect((await clients(await ctx.login(email, password, app))).statusCode).toBe(403);
    });
  }

  it('a person with the portal’s two-factor on: asked for its code without the provider’s second factor, not with it', async () => {
    const { identity, email } = await person('admin');
    const key = await app.secretKey();
    const enrolment = await startEnrolment(ctx.db, key, identity);
    const code = new TOTP({ secret: Secret.fromBase32(enrolment!.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: ctx.now().getTime() });
    const recoveryCodes = await confirmEnrolment(ctx.db, key, identity.id, code, ctx.now());
    expect(recoveryCodes).toHaveLength(10);

    const asked = await ssoFinish(email, 'pwd');
    expect(asked).toMatchObject({ twoFactorRequired: true, challenge: expect.any(String) });
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge: asked.challenge, code: 'aaaaa-bbbbb' } });
    expect(wrong.statusCode).toBe(400);
    const coded = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge: asked.challenge, code: recoveryCodes![0] } });
    expect(coded.statusCode, coded.body).toBe(200);
    expect((await clients(coded.json<{ token: string }>().token)).statusCode).toBe(200);

    const withKey = await ssoFinish(email, 'pin,hwk');
    expect(withKey).toEqual({ token: expect.any(String) });
    expect((await clients(withKey.token!)).statusCode).toBe(200);
    // A code by text message is a second factor too; a PIN or a password alone is not, and neither
    // is a key or a one-time code with nothing beside it (one factor: an emailed sign-in code).
    expect(await ssoFinish(email, 'pwd,sms')).toEqual({ token: expect.any(String) });
    expect(await ssoFinish(email, 'pwd,pin')).toMatchObject({ twoFactorRequired: true });
    expect(await ssoFinish(email, 'hwk')).toMatchObject({ twoFactorRequired: true });
    expect(await ssoFinish(email, 'otp')).toMatchObject({ twoFactorRequired: true });
  });

  it('a client-side person is not held to the admins’ requirement, through the provider or not', async () => {
    const client = await fixtures.client();
    const { email } = await person('client', client.id);
    const { token } = await ssoFinish(email, 'pwd');
    expect((await app.inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: bearer(token!) })).statusCode).toBe(200);
    expect(await status(token!)).toMatchObject({ setupRequired: false });
  });
});
