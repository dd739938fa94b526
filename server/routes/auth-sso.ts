import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import * as z from 'zod';
import { loginResponseSchema } from '../../contract/auth.ts';
import { noContentSchema } from '../../contract/http.ts';
import type { SsoOutcomeCode } from '../../contract/sso.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound, unauthorized } from '../http/http-problem.ts';
import { writeAuditEvent } from '../services/audit/records.ts';
import { findIdentityById } from '../services/identities/identities.ts';
import { signIn } from '../services/identities/sign-in.ts';
import { clearCookie, OUTCOME_COOKIE, PENDING_COOKIE, readCookie, setCookie } from '../services/sso/cookies.ts';
import { linkProviderPerson, type ProviderPerson } from '../services/sso/linking.ts';
import type { SsoProvider } from '../services/sso/provider.ts';
import { SsoUnavailableError } from '../services/sso/unavailable.ts';
import { providerUsedSecondFactor } from '../services/sso/second-factor.ts';
import { spendSsoOutcome } from '../services/sso/spent-outcomes.ts';
import { isTwoFactorEnabled, sealChallenge } from '../services/identities/two-factor.ts';
import { problemResponses } from './problem-responses.ts';

/** What the provider sends back; the whole query is read again from the raw address for the code exchange. */
const callbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** The title of /finish when there is no outcome to collect (none, expired after a minute, or already collected once). */
export const SSO_NOTHING_TO_FINISH_TITLE = 'The sign-in with the provider has expired. Please sign in again.';

const redirectResponse = { 303: noContentSchema };

/**
 * Single sign-on with an OpenID provider (docs/permissions.md#single-sign-on): authorization code with
 * PKCE. /start sends the browser to the provider, /callback is where it comes back (the code is
 * exchanged and the ID token checked, then the person linked by verified email), and /finish is the
 * login page's call that trades the callback's outcome for a session token, or for the portal's
 * own code step. All answer 404 when no provider is configured.
 */
export const authSsoRoutes: ZodRoutes = async (app) => {
  const callbackUrl = `${app.config.portalBaseUrl}/api/auth/sso/callback`;
  const secure = app.config.portalBaseUrl.startsWith('https:');

  function providerOrNotFound(): SsoProvider {
    if (app.sso === null) throw notFound();
    return app.sso;
  }

  /** Back to the login page, which turns the code into a message (or, for `done`, collects the outcome). */
  function toLogin(reply: FastifyReply, outcome: SsoOutcomeCode, cookies: string[] = []) {
    return reply.header('set-cookie', cookies).header('cache-control', 'no-store').redirect(`/login?sso=${outcome}`, 303);
  }

  /** The provider did not answer: said in the log for the operator, in plain words on the login page. */
  function unavailable(request: FastifyRequest, reply: FastifyReply, error: SsoUnavailableError) {
    request.log.error({ err: error, issuer: app.config.sso?.issuer }, 'single sign-on: the OpenID provider is unreachable');
    return toLogin(reply, 'unavailable', [clearCookie(PENDING_COOKIE)]);
  }

  app.get(
    '/start',
    {
      config: { access: 'public', ...app.perIpAuthLimit, noStore: true },
      schema: { response: { ...redirectResponse, ...problemResponses(404, 429) } },
    },
    async (request, reply) => {
      const provider = providerOrNotFound();
      let configuration: oidc.Configuration;
      try {
        configuration = await provider.configuration();
      } catch (error) {
        if (error instanceof SsoUnavailableError) return unavailable(request, reply, error);
        throw error;
      }
      const pending = { codeVerifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      const cookie = setCookie(PENDING_COOKIE, await app.secretKey(), pending, app.now(), secure);
      return reply.header('set-cookie', cookie).redirect(url.toString(), 303);
    },
  );

  app.get(
    '/callback',
    {
      config: { access: 'public', ...app.perIpAuthLimit, noStore: true },
      schema: { querystring: callbackQuerySchema, response: { ...redirectResponse, ...problemResponses(400, 404, 429) } },
    },
    async (request, reply) => {
      const provider = providerOrNotFound();
      const now = app.now();
      const key = await app.secretKey();
      const pending = readCookie(PENDING_COOKIE, key, request.headers.cookie, now);
      const spent = clearCookie(PENDING_COOKIE);
      if (pending === null) {
        request.log.warn('single sign-on: a callback without its start (no cookie, expired or another browser)');
        return toLogin(reply, 'failed', [spent]);
      }

      let person: ProviderPerson;
      let idToken: string;
      let amr: unknown;
      try {
        const configuration = await provider.configuration();
        const queryAt = request.url.indexOf('?');
        const query = queryAt === -1 ? '' : request.url.slice(queryAt);
        const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${callbackUrl}${query}`), {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (claims === undefined || tokens.id_token === undefined) throw new Error('no ID token');
        idToken = tokens.id_token;
        amr = claims.amr;
        // Providers may keep the email for the user info endpoint (OpenID Connect Core 5.4).
        const source = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        person = {
          email: typeof source.email === 'string' ? source.email : null,
          emailVerified: source.email_verified === true,
          name: typeof source.name === 'string' ? source.name : null,
        };
      } catch (error) {
        if (error instanceof SsoUnavailableError) return unavailable(request, reply, error);
        // A wrong state, a refused consent, a forged or expired ID token: the person starts again.
        request.log.warn({ err: error }, 'single sign-on: the provider’s answer was refused');
        return toLogin(reply, 'failed', [spent]);
      }

      const link = await linkProviderPerson(app.db, provider.settings, person, now);
      if ('refused' in link) {
        // Recorded like a wrong password: who tried, from where, and why not.
        await writeAuditEvent(app.db, { kind: 'Anonymous', id: null, name: null, address: request.ip }, {
          entityType: 'session',
          entityId: null,
          clientId: null,
          action: 'signIn.failed',
          changes: { email: { before: null, after: person.email }, method: { before: null, after: `single sign-on: ${link.refused}` } },
        });
        return toLogin(reply, link.refused, [spent]);
      }
      if (link.how === 'invitation') {
        const { identity } = link;
        await app.webhooks.emit('invitation.accepted', {
          invitationId: link.invitationId,
          identity: { id: identity.id, name: identity.name, email: identity.email, identityType: identity.identityType, clientId: identity.clientId },
          acceptedUtc: now.toISOString(),
        });
      }
      const outcome = setCookie(
        OUTCOME_COOKIE,
        key,
        { id: randomUUID(), identityId: link.identity.id, idToken, secondFactor: providerUsedSecondFactor(amr) },
        now,
        secure,
      );
      return toLogin(reply, 'done', [spent, outcome]);
    },
  );

  app.post(
    '/finish',
    {
      config: { access: 'public', ...app.perIpAuthLimit, noStore: true },
      schema: { response: { 200: loginResponseSchema, ...problemResponses(401, 404, 429) } },
    },
    async (request, reply) => {
      providerOrNotFound();
      const now = app.now();
      const key = await app.secretKey();
      const outcome = readCookie(OUTCOME_COOKIE, key, request.headers.cookie, now);
      // Collected once: the cookie goes with this answer whatever it says, and its id is marked
      // spent, so the same cookie kept and sent again (a copy, a replay) starts no second session.
      void reply.header('set-cookie', clearCookie(OUTCOME_COOKIE));
      if (outcome === null) throw unauthorized(SSO_NOTHING_TO_FINISH_TITLE);
      if (!(await spendSsoOutcome(app.db, outcome.id, new Date(now.getTime() + OUTCOME_COOKIE.lifetimeMs)))) {
        request.log.warn({ identityId: outcome.identityId }, 'single sign-on: an outcome already traded for a session was sent again');
        throw unauthorized(SSO_NOTHING_TO_FINISH_TITLE);
      }
      const identity = await findIdentityById(app.db, outcome.identityId);
      if (identity === null) throw unauthorized(SSO_NOTHING_TO_FINISH_TITLE);
      // The provider's word that it asked for a second factor stands for the portal's code, and meets
      // the admins' requirement of two-factor (docs/decisions.md#two-factor); without it, the person
      // goes through the portal's own code step (or enrolment) like after a password.
      if (outcome.secondFactor) return { token: await signIn(app.db, identity, request, now, outcome.idToken, { ssoSecondFactor: true }) };
      if (await isTwoFactorEnabled(app.db, identity.id)) {
        return { twoFactorRequired: true as const, challenge: sealChallenge(key, identity.id, now, outcome.idToken) };
      }
      return { token: await signIn(app.db, identity, request, now, outcome.idToken) };
    },
  );
};
