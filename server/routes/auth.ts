import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
} from '../../contract/auth.ts';
import { INVALID_CREDENTIALS_TITLE, noContentSchema } from '../../contract/http.ts';
import { messages } from '../../contract/messages.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { accountThrottleKey, clearAttempts, countAttempt, uncountAttempt } from '../services/identities/account-throttle.ts';
import { tooManyRequests, unauthorized, validationProblem } from '../http/http-problem.ts';
import { twoFactorLoginRequestSchema, twoFactorMessages } from '../../contract/twoFactor.ts';
import { findIdentityByEmail, findIdentityById, normalizeEmail, PORTAL_IDENTITY_TYPES } from '../services/identities/identities.ts';
import { isTwoFactorEnabled, openChallenge, sealChallenge, verifySecondFactor } from '../services/identities/two-factor.ts';
import { mailResetLink, resetPasswordWithToken } from '../services/identities/password-reset.ts';
import { hashPassword, verifyPassword } from '../services/identities/passwords.ts';
import { deleteSession, ssoIdTokenOf } from '../services/identities/sessions.ts';
import { signIn } from '../services/identities/sign-in.ts';
import { identityActor } from '../services/audit/actor.ts';
import { writeAuditEvent } from '../services/audit/records.ts';
import { problemResponses } from './problem-responses.ts';

/** POST /api/auth/login (and its two-factor step), logout, forgot-password, reset-password (docs/product.md#api-calls, Auth). */
export const authRoutes: ZodRoutes = async (app) => {
  const perAccount = (max: number) => ({ max, windowMs: app.rateLimits.perAccountWindowMs });

  app.post(
    '/login',
    {
      config: { access: 'public', noStore: true },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema, ...problemResponses(400, 401, 429) } },
    },
    async (request) => {
      const now = app.now();
      // The account key is the email of the validated body; the IP limit never reads the body.
      const email = normalizeEmail(request.body.email);
      const key = accountThrottleKey(email, request.ip);
      // The address's limit counts failed sign-ins only: a success takes its count back.
      const addressKey = `address ${request.ip}`;
      const perAddress = { max: app.rateLimits.perIpMax, windowMs: app.rateLimits.perIpWindowMs };
      const addressWait = await countAttempt(app.db, 'login', addressKey, perAddress, now);
      if (addressWait !== null) throw tooManyRequests(addressWait);
      const wait = await countAttempt(app.db, 'login', key, perAccount(app.rateLimits.failuresPerAccountMax), now);
      if (wait !== null) {
        await uncountAttempt(app.db, 'login', addressKey);
        throw tooManyRequests(wait);
      }

      const found = await findIdentityByEmail(app.db, email);
      const identity = found && PORTAL_IDENTITY_TYPES.includes(found.identityType) ? found : null;
      // Unknown emails are checked against a dummy hash: same answer, similar time.
      const passwordMatches = await verifyPassword(identity?.passwordHash ?? null, request.body.password);
      if (!identity || !passwordMatches) {
        await writeAuditEvent(app.db, { kind: 'Anonymous', id: null, name: null, address: request.ip }, {
          entityType: 'session',
          entityId: identity?.id ?? null,
          clientId: identity?.clientId ?? null,
          action: 'signIn.failed',
          changes: { email: { before: null, after: email } },
        });
        throw unauthorized(INVALID_CREDENTIALS_TITLE);
      }

      // With two-factor on, the password alone signs in to nothing. The right password is no
      // failure: its attempt is taken back, so a sign-in left at the code step (the tab closed, the
      // phone not at hand) uses up nothing. Earlier failures are not cleared, though: else the
      // password would reset the limit on code guesses, which share these keys.
      if (await isTwoFactorEnabled(app.db, identity.id)) {
        await uncountAttempt(app.db, 'login', key);
        await uncountAttempt(app.db, 'login', addressKey);
        return { twoFactorRequired: true as const, challenge: sealChallenge(await app.secretKey(), identity.id, now) };
      }
      await clearAttempts(app.db, 'login', key);
      await uncountAttempt(app.db, 'login', addressKey);
      return { token: await signIn(app.db, identity, request, now) };
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { access: 'public', noStore: true },
      schema: { body: twoFactorLoginRequestSchema, response: { 200: tokenResponseSchema, ...problemResponses(400, 401, 429) } },
    },
    async (request) => {
      const now = app.now();
      const key = await app.secretKey();
      const challenge = openChallenge(key, request.body.challenge, now);
      const identity = challenge === null ? null : await findIdentityById(app.db, challenge.identityId);
      if (!identity) throw unauthorized(twoFactorMessages.challengeExpired);

      // Codes are limited like passwords, under the same keys.
      const accountKey = accountThrottleKey(identity.email, request.ip);
      const addressKey = `address ${request.ip}`;
      const addressWait = await countAttempt(app.db, 'login', addressKey, { max: app.rateLimits.perIpMax, windowMs: app.rateLimits.perIpWindowMs }, now);
      if (addressWait !== null) throw tooManyRequests(addressWait);
      const wait = await countAttempt(app.db, 'login', accountKey, perAccount(app.rateLimits.failuresPerAccountMax), now);
      if (wait !== null) {
        await uncountAttempt(app.db, 'login', addressKey);
        throw tooManyRequests(wait);
      }

      if (!(await verifySecondFactor(app.db, key, identity.id, request.body.code, now))) {
        await writeAuditEvent(app.db, identityActor(identity, request.ip), {
          entityType: 'session',
          entityId: identity.id,
          clientId: identity.clientId,
          action: 'signIn.failed',
          changes: { secondFactor: { before: null, after: 'wrong code' } },
        });
        throw validationProblem({ code: [twoFactorMessages.codeInvalid] });
      }
      await clearAttempts(app.db, 'login', accountKey);
      await uncountAttempt(app.db, 'login', addressKey);
      return { token: await signIn(app.db, identity, request, now, challenge?.ssoIdToken ?? null) };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'account', beforeTwoFactor: true },
      schema: { response: { 200: logoutResponseSchema, 204: noContentSchema, ...problemResponses(401) } },
    },
    async (request, reply) => {
      const tokenHash = request.sessionTokenHash;
      if (tokenHash === null) return reply.code(204).send();
      const ssoIdToken = await ssoIdTokenOf(app.db, tokenHash);
      await deleteSession(app.db, tokenHash);
      // A session begun at the OpenID provider ends there too, where it offers a sign-out
      // (docs/permissions.md#single-sign-on): the browser goes on to that address.
      const signOutUrl = ssoIdToken === null || app.sso === null ? null : await app.sso.endSessionUrl(ssoIdToken, `${app.config.portalBaseUrl}/login`);
      return signOutUrl === null ? reply.code(204).send() : { signOutUrl };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { ...app.perIpAuthLimit, access: 'public' },
      schema: { body: forgotPasswordRequestSchema, response: { 204: noContentSchema, ...problemResponses(400, 429) } },
    },
    async (request, reply) => {
      const now = app.now();
      const email = normalizeEmail(request.body.email);
      // Counted for unknown emails too, so a 429 does not tell which emails exist.
      const key = accountThrottleKey(email, request.ip);
      const wait = await countAttempt(app.db, 'forgot-password', key, perAccount(app.rateLimits.resetMailsPerAccountMax), now);
      if (wait !== null) throw tooManyRequests(wait);

      const identity = await findIdentityByEmail(app.db, email);
      if (identity && PORTAL_IDENTITY_TYPES.includes(identity.identityType)) {
        await mailResetLink(app.db, app.mailer, identity, app.config.portalBaseUrl, now);
      }
      // The same answer whether or not the email exists (docs/decisions.md#passwords).
      return reply.code(204).send();
    },
  );

  app.post(
    '/reset-password',
    {
      config: { ...app.perIpAuthLimit, access: 'public' },
      schema: { body: resetPasswordRequestSchema, response: { 204: noContentSchema, ...problemResponses(400, 429) } },
    },
    async (request, reply) => {
      const now = app.now();
      const email = normalizeEmail(request.body.email);
      const key = accountThrottleKey(email, request.ip);
      // A valid token is always honoured (tokens are 256 random bits: guessing is hopeless), so
      // only failures are counted, after the attempt, and only they are answered 429.
      const reset = await resetPasswordWithToken(app.db, {
        token: request.body.resetPasswordToken,
        email,
        newPasswordHash: await hashPassword(request.body.password),
        now,
      });
      if (!reset) {
        const wait = await countAttempt(app.db, 'reset-password', key, perAccount(app.rateLimits.failuresPerAccountMax), now);
        if (wait !== null) throw tooManyRequests(wait);
        throw validationProblem({ resetPasswordToken: [messages.resetTokenInvalid] });
      }

      // The owner proved control of the mailbox: earlier failures from this address are forgiven.
      await clearAttempts(app.db, 'reset-password', key);
      await clearAttempts(app.db, 'login', key);
      return reply.code(204).send();
    },
  );
};
