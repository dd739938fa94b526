/**
 * A real OpenID provider (oidc-provider) on a free local port, for the single sign-on tests
 * (docs/permissions.md#single-sign-on): authorization code with PKCE, discovery, ID tokens signed
 * with its own keys, user info, an end-session endpoint and back-channel logout (a logout token
 * posted to the portal when a session there ends; the tests may also sign their own with its key). Its login page is a small form of its
 * own (email, and the methods it pretends were used, `amr`): the tests fill it over HTTP, the
 * end-to-end test in Chromium. Consent is pre-granted, as a company's provider does for its own apps.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/** A person the provider knows, by email. */
export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds (or replaces) a person who may sign in at the provider. */
  addAccount(account: ProviderAccount): void;
  /** What became of each back-channel logout the provider sent, in order (`ok`: the portal answered 200). */
  backchannelLogouts: Array<{ ok: boolean; sid: string; error?: string }>;
  /** A JWT with these claims signed with the provider's own key, as its logout tokens are (for tests of refusals). */
  sign(claims: JWTPayload, header?: { typ?: string }): Promise<string>;
  close(): Promise<void>;
}

/** The test provider's options: where it posts logout tokens (default: the portal's endpoint). */
export interface TestProviderOptions {
  backchannelLogoutUri?: string;
}

const CLIENT_ID = 'venue-portal';
const CLIENT_SECRET = 'venue-portal-test-secret-that-is-long-enough';

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head><body>
<h1>Test provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input name="email" type="email" autocomplete="username" required></label>
<label>Methods used <input name="amr" value="pwd"></label>
<button type="submit">Continue</button>
</form></body></html>`;
}

type SigningKey = JsonWebKey & { kid: string; use: string; alg: string };
let signingKeyOnce: SigningKey | null = null;

/**
 * The providers' signing key, its own so that it does not warn of its development default (the kid
 * lets the tests sign as it). Made once per process: an RSA key takes 0.1-0.5 s of CPU to generate,
 * and each provider started is on its own issuer address anyway.
 */
function providerSigningKey(): SigningKey {
  signingKeyOnce ??= { ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'test-provider-key', use: 'sig', alg: 'RS256' };
  return signingKeyOnce;
}

/** Starts the provider; `portalBaseUrl` is the portal it serves (its callback and sign-out return addresses). */
export async function startTestProvider(portalBaseUrl: string, options: TestProviderOptions = {}): Promise<TestProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const backchannelLogouts: TestProvider['backchannelLogouts'] = [];
  const signingKey = providerSigningKey();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${portalBaseUrl}/api/auth/sso/callback`],
        post_logout_redirect_uris: [`${portalBaseUrl}/login`],
        token_endpoint_auth_method: 'client_secret_post',
        backchannel_logout_uri: options.backchannelLogoutUri ?? `${portalBaseUrl}/api/auth/sso/backchannel-logout`,
        // Its ID tokens carry `sid`, and its logout tokens name it.
        backchannel_logout_session_required: true,
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    claims: { sid: null, openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims go in the ID token; a provider that keeps them for user info is covered by the portal too.
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    // Its own lifetimes, so it does not warn of its development defaults.
    jwks: { keys: [signingKey] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true }, backchannelLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }) };
    },
    // Consent is the company's, given once for its own app: every scope asked for is granted.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['amr', 'email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  // Silence the provider's own logging of expected errors (a refused state is a test case).
  provider.on('server_error', () => {});
  provider.on('backchannel.success', (_ctx: unknown, _client: unknown, _accountId: string, sid: string) => backchannelLogouts.push({ ok: true, sid }));
  provider.on('backchannel.error', (_ctx: unknown, error: Error, _client: unknown, _accountId: string, sid: string) =>
    backchannelLogouts.push({ ok: false, sid, error: error.message }),
  );

  const providerCallback = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)/.exec(request.url ?? '');
    if (!match) {
      providerCallback(request, response);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method === 'GET') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
          return;
        }
        const form = await readForm(request);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const amr = (form.get('amr') ?? 'pwd').split(',').map((method) => method.trim()).filter(Boolean);
        const result = accounts.has(email)
          ? { login: { accountId: email, amr } }
          : { error: 'access_denied', error_description: 'unknown account at the test provider' };
        await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    addAccount: (account) => accounts.set(account.email.toLowerCase(), account),
    backchannelLogouts,
    sign: async (claims, header = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, ...header }).sign(await importJWK(signingKey, 'RS256')),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
