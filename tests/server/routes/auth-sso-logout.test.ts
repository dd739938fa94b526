import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../server/app.ts';
import { sessions } from '../../../server/db/schema.ts';
import { BACKCHANNEL_LOGOUT_EVENT } from '../../../server/services/sso/logout-token.ts';
import { hashToken } from '../../../server/services/tokens.ts';
import { bearer, describeEachEngine } from '../harness.ts';
import { startTestProvider, type TestProvider } from '../oidc-test-provider.ts';
import { finishSignIn, signInAtProvider, type CookieJar } from '../sso-browser.ts';

const PORTAL = 'http://localhost:3000';
const ENDPOINT = '/api/auth/sso/backchannel-logout';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * Sign-outs that start at the OpenID provider (OpenID Connect Back-Channel Logout 1.0,
 * docs/permissions.md#single-sign-on): the real test provider posts its logout token to the
 * portal's endpoint (through a small local relay into the app, which listens nowhere), and the
 * portal ends the sessions of that provider session.
 */
describeEachEngine('single sign-on: back-channel logout', (ctx) => {
  let provider: TestProvider;
  let app: App;
  let relay: Server;

  beforeAll(async () => {
    // The provider posts to a real address: this relay hands each post to the app as it came.
    relay = createServer((request, response) => {
      void (async () => {
        const answer = await app.inject({
          method: 'POST',
          url: request.url ?? '/',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          payload: await readBody(request),
        });
        response.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? 'text/plain') }).end(answer.body);
      })();
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}${ENDPOINT}`;
    provider = await startTestProvider(PORTAL, { backchannelLogoutUri: relayUrl });
    app = await ctx.buildApp({
      rateLimits: { perIpMax: 100_000 },
      config: {
        portalBaseUrl: PORTAL,
        sso: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: 'Test Provider', allowedDomains: new Map() },
      },
    });
  });
  afterAll(async () => {
    await provider.close();
    relay.closeAllConnections();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  /** Signs a person in through the provider: the portal token, and the browser's session at the provider. */
  async function ssoSession(email: string): Promise<{ token: string; providerJar: CookieJar }> {
    const { jar, providerJar } = await signInAtProvider(app, provider, PORTAL, email);
    const finished = await finishSignIn(app, jar);
    expect(finished.statusCode, finished.body).toBe(200);
    return { token: finished.json<{ token: string }>().token, providerJar };
  }

  async function person() {
    const { identity, email, password } = await ctx.createIdentity({ identityType: 'Admin' });
    provider.addAccount({ email, emailVerified: true });
    return { identity, email, password };
  }

  const statusOf = async (token: string) => (await app.inject({ method: 'GET', url: '/api/clients', headers: bearer(token) })).statusCode;

  async function sidOf(token: string): Promise<string> {
    const [row] = await ctx.db.select({ ssoSid: sessions.ssoSid }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.ssoSid).toEqual(expect.any(String));
    return row!.ssoSid!;
  }

  /** The claims of a good logout token for `sub` / `sid`, with `changes` laid over them. */
  function logoutClaims(names: { sub?: string; sid?: string }, changes: JWTPayload = {}): JWTPayload {
    return {
      iss: provider.issuer,
      aud: provider.clientId,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 120,
      jti: randomUUID(),
      events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
      ...names,
      ...changes,
    };
  }

  const post = (logoutToken: string) =>
    app.inject({
      method: 'POST',
      url: ENDPOINT,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logout_token: logoutToken }).toString(),
    });

  it('ends the portal session when the person signs out at the provider, and only the sessions of that provider session', async () => {
    const { email, password } = await person();
    const { token, providerJar } = await ssoSession(email);
    const other = await person();
    const othersSession = (await ssoSession(other.email)).token;
    // The same person by password: no provider session, not the provider's to end.
    const passwordSession = await ctx.login(email, password, app);
    expect(await statusOf(token)).toBe(200);

    // The provider's own sign-out (RP-initiated here; any end of its session sends the same token).
    const [idToken] = await ctx.db.select({ ssoIdToken: sessions.ssoIdToken }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    const endSession = new URL('/session/end', provider.issuer);
    endSession.searchParams.set('id_token_hint', idToken!.ssoIdToken!);
    endSession.searchParams.set('client_id', provider.clientId);
    const prompt = await fetch(endSession, { headers: { cookie: providerJar.header() }, redirect: 'manual' });
    const page = await prompt.text();
    expect(prompt.status, page).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    const action = /action="([^"]+)"/.exec(page)?.[1];
    expect(xsrf && action).toBeTruthy();
    const confirmed = await fetch(new URL(action!, provider.issuer), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: providerJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect([302, 303]).toContain(confirmed.status);
    expect(provider.backchannelLogouts.at(-1)).toMatchObject({ ok: true });

    expect(await statusOf(token)).toBe(401);
    expect(await statusOf(othersSession)).toBe(200);
    expect(await statusOf(passwordSession)).toBe(200);
  });

  it('ends every session of the person when the token names only the subject', async () => {
    const { identity, email } = await person();
    const first = (await ssoSession(email)).token;
    const second = (await ssoSession(email)).token;
    expect(await sidOf(first)).not.toBe(await sidOf(second));
    const answer = await post(await provider.sign(logoutClaims({ sub: email }), { typ: 'logout+jwt' }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await statusOf(first)).toBe(401);
    expect(await statusOf(second)).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.identityId, identity.id))).toEqual([]);
  });

  it('ends only the named provider session when the token names sid and sub', async () => {
    const { email } = await person();
    const first = (await ssoSession(email)).token;
    const second = (await ssoSession(email)).token;
    const answer = await post(await provider.sign(logoutClaims({ sub: email, sid: await sidOf(first) })));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await statusOf(first)).toBe(401);
    expect(await statusOf(second)).toBe(200);
    // A token for a session already gone is still a 200: the provider has nothing to retry.
    expect((await post(await provider.sign(logoutClaims({ sub: email, sid: 'a-provider-session-already-gone' })))).statusCode).toBe(200);
  });

  it('refuses a token that is not a valid logout token with 400, and ends nothing', async () => {
    const { email } = await person();
    const { token } = await ssoSession(email);
    const sid = await sidOf(token);
    const names = { sub: email, sid };
    const foreignKey = { ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as Record<string, unknown>) };
    const now = Math.floor(Date.now() / 1000);
    const bad: Record<string, string> = {
      'another audience': await provider.sign(logoutClaims(names, { aud: 'someone-else' })),
      'another issuer': await provider.sign(logoutClaims(names, { iss: 'https://evil.example' })),
      'no events': await provider.sign(logoutClaims(names, { events: undefined })),
      'another event': await provider.sign(logoutClaims(names, { events: { 'http://schemas.openid.net/event/other': {} } })),
      'a nonce (an ID token)': await provider.sign(logoutClaims(names, { nonce: 'n-0S6_WzA2Mj' })),
      'neither sid nor sub': await provider.sign(logoutClaims({})),
      'no iat': await provider.sign(logoutClaims(names, { iat: undefined })),
      'no jti': await provider.sign(logoutClaims(names, { jti: undefined })),
      'an empty jti': await provider.sign(logoutClaims(names, { jti: '' })),
      'issued an hour ago': await provider.sign(logoutClaims(names, { iat: now - 3600, exp: undefined })),
      expired: await provider.sign(logoutClaims(names, { iat: now - 300, exp: now - 120 })),
      'signed with another key': await new SignJWT(logoutClaims(names))
        .setProtectedHeader({ alg: 'RS256', kid: 'test-provider-key' })
        .sign(await importJWK(foreignKey, 'RS256')),
      'a key the provider does not have': await new SignJWT(logoutClaims(names))
        .setProtectedHeader({ alg: 'RS256', kid: 'unknown-key' })
        .sign(await importJWK(foreignKey, 'RS256')),
      'unsigned (alg none)': `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(logoutClaims(names))).toString('base64url')}.`,
      'not a JWT': 'not-a-jwt',
    };
    for (const [why, logoutToken] of Object.entries(bad)) {
      const answer = await post(logoutToken);
      expect(answer.statusCode, `${why}: ${answer.body}`).toBe(400);
      expect(answer.json(), why).toMatchObject({ status: 400, errors: { logout_token: [expect.stringMatching(/^The logout token is not valid/)] } });
    }
    const missing = await app.inject({ method: 'POST', url: ENDPOINT, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'other=1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, errors: { logout_token: expect.any(Array) } });
    expect(await statusOf(token)).toBe(200);
  });

  it('accepts a logout token once: a replay is refused and ends nothing opened since', async () => {
    const { email } = await person();
    const first = (await ssoSession(email)).token;
    const logoutToken = await provider.sign(logoutClaims({ sub: email }));
    expect((await post(logoutToken)).statusCode).toBe(200);
    expect(await statusOf(first)).toBe(401);

    const later = (await ssoSession(email)).token;
    const replay = await post(logoutToken);
    expect(replay.statusCode, replay.body).toBe(400);
    expect(replay.json()).toMatchObject({ errors: { logout_token: ['The logout token is not valid: it was used already.'] } });
    expect(await statusOf(later)).toBe(200);
    // Another token of the same person (its own jti) still ends the new session.
    expect((await post(await provider.sign(logoutClaims({ sub: email })))).statusCode).toBe(200);
    expect(await statusOf(later)).toBe(401);
  });

  it('answers 503 when the provider’s keys cannot be read, and 404 with no provider', async () => {
    const unreachable = await ctx.buildApp({
      config: { sso: { issuer: 'http://127.0.0.1:9/', clientId: 'x', clientSecret: null, name: 'Nowhere', allowedDomains: new Map() } },
    });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const logoutToken = await provider.sign(logoutClaims({ sub: 'someone' }));
    const down = await unreachable.inject({ method: 'POST', url: ENDPOINT, headers: form, payload: `logout_token=${logoutToken}` });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json()).toMatchObject({ status: 503 });
    const off = await ctx.app.inject({ method: 'POST', url: ENDPOINT, headers: form, payload: `logout_token=${logoutToken}` });
    expect(off.statusCode).toBe(404);
  });
});
