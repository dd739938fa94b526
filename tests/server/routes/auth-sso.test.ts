import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditRecords, identities, invitations, sessions, twoFactorSecrets } from '../../../server/db/schema.ts';
import type { App } from '../../../server/app.ts';
import { SSO_NOTHING_TO_FINISH_TITLE } from '../../../server/routes/auth-sso.ts';
import { hashToken } from '../../../server/services/tokens.ts';
import { Fixtures } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';
import { startTestProvider, type TestProvider } from '../oidc-test-provider.ts';
import { finishSignIn, signInAtProvider as signInWithProvider, type CookieJar } from '../sso-browser.ts';

const PORTAL = 'http://localhost:3000';

describeEachEngine('single sign-on: /api/auth/sso', (ctx) => {
  let provider: TestProvider;
  let app: App;
  let fixtures: Fixtures;
  let domainClient: { id: string };
  let domain: string;

  beforeAll(async () => {
    provider = await startTestProvider(PORTAL);
    fixtures = new Fixtures(ctx);
    domainClient = await fixtures.client();
    domain = `allowed-${ctx.engine}-${Date.now()}.example.org`;
    app = await ctx.buildApp({
      rateLimits: { perIpMax: 100_000 },
      config: {
        portalBaseUrl: PORTAL,
        sso: {
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          name: 'Test Provider',
          allowedDomains: new Map([[domain, domainClient.id]]),
        },
      },
    });
  });
  afterAll(() => provider.close());

  const signInAtProvider = (email: string, amr = 'pwd', tamper?: (callback: URL) => URL) => signInWithProvider(app, provider, PORTAL, email, amr, tamper);
  const finish = (jar: CookieJar) => finishSignIn(app, jar);

  it('signs in an existing person with a verified email and starts a normal session, audited', async () => {
    const { identity, email } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: true, name: 'Someone Else' });
    const { location, jar } = await signInAtProvider(email);
    expect(location).toBe('/login?sso=done');
    const finished = await finish(jar);
    expect(finished.statusCode, finished.body).toBe(200);
    const { token } = finished.json<{ token: string }>();
    const current = await app.inject({ method: 'GET', url: '/api/identities/current', headers: bearer(token) });
    expect(current.statusCode).toBe(200);
    expect(current.json<{ id: string }>().id).toBe(identity.id);
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(session?.ssoIdToken).toMatch(/^ey/);
    const records = await ctx.db.select().from(auditRecords).where(and(eq(auditRecords.entityId, identity.id), eq(auditRecords.action, 'signIn')));
    expect(records).toHaveLength(1);
    // The outcome is collected once: the answer takes the cookie away.
    jar.take(finished.headers['set-cookie']);
    const again = await finish(jar);
    expect(again.statusCode).toBe(401);
  });

  it('remembers the provider’s issuer, session (sid) and subject on the session, for its back-channel logout', async () => {
    const { email } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: true });
    const { jar } = await signInAtProvider(email);
    const { token } = (await finish(jar)).json<{ token: string }>();
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(session).toMatchObject({ ssoIssuer: provider.issuer, ssoSubject: email, ssoSid: expect.stringMatching(/.{10,}/), ssoSecondFactor: false });
  });

  it('trades the callback’s outcome once: the same cookie sent again is refused and starts no session', async () => {
    const { identity, email } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: true });
    const { jar } = await signInAtProvider(email);
    // A copy of the cookie, kept by whoever could read it (or a second tab) before the answer clears it.
    const copied = jar.header();
    expect(copied).toContain('sso_outcome=');
    expect((await finish(jar)).statusCode).toBe(200);
    const replay = await app.inject({ method: 'POST', url: '/api/auth/sso/finish', headers: { cookie: copied } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ title: SSO_NOTHING_TO_FINISH_TITLE, status: 401 });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.identityId, identity.id))).toHaveLength(1);
  });

  it('gives one session, not two, to the same outcome sent twice at once', async () => {
    const { identity, email } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: true });
    const { jar } = await signInAtProvider(email);
    const answers = await Promise.all([finish(jar), finish(jar), finish(jar)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.identityId, identity.id))).toHaveLength(1);
  });

  it('lets the outcome expire a minute after the callback: later it starts no session', async () => {
    const { identity, email } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: true });
    const { jar } = await signInAtProvider(email);
    expect(jar.header()).toContain('sso_outcome=');
    ctx.travel(61_000);
    const late = await finish(jar);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ title: SSO_NOTHING_TO_FINISH_TITLE });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.identityId, identity.id))).toEqual([]);
  });

  it('links a first sign-in to the open invitation of the email, in the invitation’s role, and spends it', async () => {
    const client = await fixtures.client();
    const admin = await fixtures.adminHeaders();
    const email = ctx.uniqueEmail('invited');
    const invited = await app.inject({ method: 'POST', url: '/api/invitations', headers: admin, payload: { email, clientId: client.id, role: 'viewer' } });
    expect(invited.statusCode, invited.body).toBe(201);
    provider.addAccount({ email, emailVerified: true, name: 'Invited Person' });
    const { location, jar } = await signInAtProvider(email);
    expect(location).toBe('/login?sso=done');
    const finished = await finish(jar);
    expect(finished.statusCode, finished.body).toBe(200);
    const [person] = await ctx.db.select().from(identities).where(eq(identities.email, email));
    expect(person).toMatchObject({ name: 'Invited Person', clientId: client.id, role: 'viewer', identityType: 'ClientIdentity', passwordHash: null });
    const [invitation] = await ctx.db.select().from(invitations).where(eq(invitations.email, email));
    expect(invitation?.state).toBe('Accepted');
  });

  it('refuses an email with no account and no invitation, and records the refusal', async () => {
    const email = ctx.uniqueEmail('stranger');
    provider.addAccount({ email, emailVerified: true });
    const { location, jar } = await signInAtProvider(email);
    expect(location).toBe('/login?sso=unknown-email');
    expect((await finish(jar)).statusCode).toBe(401);
    expect(await ctx.db.select().from(identities).where(eq(identities.email, email))).toEqual([]);
    const failures = await ctx.db.select().from(auditRecords).where(eq(auditRecords.action, 'signIn.failed'));
    expect(failures.some((record) => JSON.stringify(record.changes).includes(email))).toBe(true);
  });

  it('refuses an email the provider has not verified, even of an existing person', async () => {
    const { email } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: false });
    const { location, jar } = await signInAtProvider(email);
    expect(location).toBe('/login?sso=unverified-email');
    expect((await finish(jar)).statusCode).toBe(401);
  });

  it('makes a person of an allowed domain a viewer of the domain’s client', async () => {
    const email = `new-${Date.now()}@${domain}`;
    provider.addAccount({ email, emailVerified: true, name: 'Domain Person' });
    const { location, jar } = await signInAtProvider(email);
    expect(location).toBe('/login?sso=done');
    expect((await finish(jar)).statusCode).toBe(200);
    const [person] = await ctx.db.select().from(identities).where(eq(identities.email, email));
    expect(person).toMatchObject({ clientId: domainClient.id, role: 'viewer', identityType: 'ClientIdentity' });
  });

  it('asks for the portal’s code unless the provider says it used a second factor (amr)', async () => {
    const { identity, email } = await ctx.createIdentity({ identityType: 'Admin' });
    await ctx.db.insert(twoFactorSecrets).values({ identityId: identity.id, secretCiphertext: 'not used here', enabledUtc: ctx.now() });
    provider.addAccount({ email, emailVerified: true });

    const passwordOnly = await signInAtProvider(email, 'pwd');
    const asked = await finish(passwordOnly.jar);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ twoFactorRequired: true, challenge: expect.any(String) });

    const otpAlone = await signInAtProvider(email, 'otp');
    const stillAsked = await finish(otpAlone.jar);
    expect(stillAsked.statusCode, stillAsked.body).toBe(200);
    expect(stillAsked.json()).toMatchObject({ twoFactorRequired: true, challenge: expect.any(String) });

    const withOtp = await signInAtProvider(email, 'pwd,otp');
    const skipped = await finish(withOtp.jar);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toEqual({ token: expect.any(String) });
  });

  it('refuses a callback whose state is not the one it started with', async () => {
    const { email } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: true });
    const { location } = await signInAtProvider(email, 'pwd', (callback) => {
      const forged = new URL(callback);
      forged.searchParams.set('state', 'forged-state');
      return forged;
    });
    expect(location).toBe('/login?sso=failed');
    // Without the start's cookie (another browser), refused too.
    const bare = await app.inject({ method: 'GET', url: '/api/auth/sso/callback?code=x&state=y' });
    expect(bare.statusCode).toBe(303);
    expect(bare.headers.location).toBe('/login?sso=failed');
  });

  it('signs out at the provider too: logout answers its end-session address', async () => {
    const { email } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: true });
    const { jar } = await signInAtProvider(email);
    const { token } = (await finish(jar)).json<{ token: string }>();
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode, logout.body).toBe(200);
    const signOutUrl = new URL(logout.json<{ signOutUrl: string }>().signOutUrl);
    expect(signOutUrl.origin).toBe(provider.issuer);
    expect(signOutUrl.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(signOutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/login`);
    const afterwards = await app.inject({ method: 'GET', url: '/api/identities/current', headers: bearer(token) });
    expect(afterwards.statusCode).toBe(401);
    // A password session still signs out with 204.
    const password = await ctx.createIdentity({ identityType: 'Admin' });
    const plain = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(await ctx.login(password.email, password.password, app)) });
    expect(plain.statusCode).toBe(204);
  });

  it('says SSO is on in app-config; is unavailable, not broken, when the provider is unreachable; 404 when off', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json()).toMatchObject({ ssoName: 'Test Provider' });
    const unreachable = await ctx.buildApp({
      config: { sso: { issuer: 'http://127.0.0.1:9/', clientId: 'x', clientSecret: null, name: 'Nowhere', allowedDomains: new Map() } },
    });
    const start = await unreachable.inject({ method: 'GET', url: '/api/auth/sso/start' });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/login?sso=unavailable');
    const off = await ctx.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    expect(off.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/app-config' })).json()).not.toHaveProperty('ssoName');
  });
});
