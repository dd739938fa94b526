import * as z from 'zod';
import { HttpProblem, notFound, validationProblem } from '../http/http-problem.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { endSsoSessions } from '../services/identities/sessions.ts';
import { LogoutTokenError, verifyLogoutToken } from '../services/sso/logout-token.ts';
import { logoutTokenMark, spendSsoOutcome } from '../services/sso/spent-outcomes.ts';
import { SsoUnavailableError } from '../services/sso/unavailable.ts';
import { problemResponses } from './problem-responses.ts';

/** A logout token is a few hundred bytes; the form is refused long before it could cost anything. */
const FORM_BODY_LIMIT = 16 * 1024;

const logoutRequestSchema = z.object({
  logout_token: z.string().min(1).max(FORM_BODY_LIMIT),
});

/** The title of the 503 when the provider's keys cannot be read to check a logout token. */
export const SSO_KEYS_UNAVAILABLE_TITLE = 'The OpenID provider’s keys could not be read. Please try again.';

/**
 * POST /api/auth/sso/backchannel-logout: sign-outs that start at the OpenID provider
 * (OpenID Connect Back-Channel Logout 1.0; docs/permissions.md#single-sign-on). The provider posts
 * a signed logout token, form-encoded, when a person's session there ends; every portal session
 * begun in that provider session (`sid`), or of that person (`sub`), ends here and in every other
 * API process. Public: the token is the credential. Not limited per address like the sign-in
 * routes: one provider, from one address, may end many sessions at once. 404 with no provider.
 */
export const authSsoLogoutRoutes: ZodRoutes = async (app) => {
  // Only this scope takes a form body: the rest of the API takes JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.post(
    '/backchannel-logout',
    {
      config: { access: 'public', noStore: true, formBody: true },
      schema: {
        summary: 'Sign-out from the OpenID provider (back-channel logout)',
        description:
          'The OpenID provider posts a logout token (`application/x-www-form-urlencoded`, OpenID Connect Back-Channel Logout 1.0) when a session there ends. The token is checked (signature against the provider’s keys, issuer, audience, `iat`, `jti`, the logout event, no `nonce`, a `sid` or `sub`; a token is accepted once), then every portal session of that provider session or person ends. Register `{PORTAL_BASE_URL}/api/auth/sso/backchannel-logout` at the provider.',
        body: logoutRequestSchema,
        response: { 200: z.undefined(), ...problemResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const provider = app.sso;
      if (provider === null) throw notFound();
      let ended: number;
      try {
        const keys = await verifyLogoutToken(request.body.logout_token, await provider.logoutTokenExpectations(), app.now());
        // Once only, in whichever API process: a replayed token must not end the sessions someone
        // opened since (Back-Channel Logout 1.0, 2.6: the `jti` not received before).
        if (!(await spendSsoOutcome(app.db, logoutTokenMark(keys.issuer, keys.tokenId), keys.usableUntil))) {
          throw new LogoutTokenError('it was used already');
        }
        ended = await endSsoSessions(app.db, keys);
        request.log.info({ sid: keys.sid, sub: keys.subject, ended }, 'single sign-on: the provider ended a session (back-channel logout)');
      } catch (error) {
        if (error instanceof LogoutTokenError) {
          request.log.warn({ reason: error.message }, 'single sign-on: a back-channel logout token was refused');
          throw validationProblem({ logout_token: [`The logout token is not valid: ${error.message}.`] });
        }
        if (error instanceof SsoUnavailableError) {
          request.log.error({ err: error, issuer: provider.settings.issuer }, 'single sign-on: the provider’s keys could not be read for a logout token');
          throw new HttpProblem(503, SSO_KEYS_UNAVAILABLE_TITLE);
        }
        throw error;
      }
      // 200 with no body, as the specification asks, whether or not a session was still open.
      return reply.code(200).send();
    },
  );
};
