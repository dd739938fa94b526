import type { Db } from '../db/database.ts';
import { eq } from 'drizzle-orm';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
} from '../../contract/auth.ts';
import { INVALID_CREDENTIALS_TITLE, noContentSchema, TOO_MANY_REQUESTS_TITLE } from '../../contract/http.ts';
import { messages } from '../../contract/messages.ts';
import { identities } from '../db/schema.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { clearAttempts, countAttempt } from '../services/account-throttle.ts';
import { HttpProblem, unauthorized, validationProblem } from '../services/http-problem.ts';
import { findIdentityByEmail, normalizeEmail, PORTAL_IDENTITY_TYPES } from '../services/identities.ts';
import { resetPasswordMessage } from '../services/mail-messages.ts';
import { createResetToken, resetPasswordLink, resetPasswordWithToken } from '../services/password-reset.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { createSession, deleteSession, identityChanged } from '../services/sessions.ts';
import { identityActor } from '../services/audit/actor.ts';
import { writeAuditEvent } from '../services/audit/records.ts';
import { problemResponses } from './problem-responses.ts';

function tooManyRequests(retryAfterSeconds: number): HttpProblem {
  return new HttpProblem(429, TOO_MANY_REQUESTS_TITLE, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/**
 * The key the per-account limits count under: the account together with the client address. An
 * attacker elsewhere then only ever locks themselves out: the owner, from an address that has not
 * failed, still signs in, resets and gets reset mail (issue 9). The per-IP limit bounds how many
 * guesses one address makes over all accounts.
 */
function throttleKey(email: string, ip: string): string {
  return `${email} ${ip}`;
}

/** POST /api/auth/login, logout, forgot-password, reset-password (SPEC §7 Auth). */
export const authRoutes: ZodRoutes = async (app) => {
  const perAccount = (max: number) => ({ max, windowMs: app.rateLimits.perAccountWindowMs });

  app.post(
    '/login',
    {
      config: { ...app.perIpAuthLimit, noStore: true },
      schema: { body: loginRequestSchema, response: { 200: tokenResponseSchema, ...problemResponses(400, 401, 429) } },
    },
    async (request) => {
      const now = app.now();
      // The account key is the email of the validated body; the IP limit never reads the body.
      const email = normalizeEmail(request.body.email);
      const key = throttleKey(email, request.ip);
      const wait = await countAttempt(app.db, 'login', key, perAccount(app.rateLimits.failuresPerAccountMax), now);
      if (wait !== null) throw tooManyRequests(wait);

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

      await clearAttempts(app.db, 'login', key);
      await app.db.update(identities).set({ lastLoginUtc: now }).where(eq(identities.id, identity.id));
      await identityChanged(app.db, identity.id);
      await writeAuditEvent(app.db, identityActor(identity, request.ip), { entityType: 'session', entityId: identity.id, clientId: identity.clientId, action: 'signIn' });
      return { token: await createSession(app.db, identity.id, now) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireIdentity,
      schema: { response: { 204: noContentSchema, ...problemResponses(401) } },
    },
    async (request, reply) => {
      if (request.sessionTokenHash !== null) await deleteSession(app.db, request.sessionTokenHash);
      return reply.code(204).send();
    },
  );

  app.post(
    '/forgot-password',
    {
      config: app.perIpAuthLimit,
      schema: { body: forgotPasswordRequestSchema, response: { 204: noContentSchema, ...problemResponses(400, 429) } },
    },
    async (request, reply) => {
      const now = app.now();
      const email = normalizeEmail(request.body.email);
      // Counted for unknown emails too, so a 429 does not tell which emails exist.
      const key = throttleKey(email, request.ip);
      const wait = await countAttempt(app.db, 'forgot-password', key, perAccount(app.rateLimits.resetMailsPerAccountMax), now);
      if (wait !== null) throw tooManyRequests(wait);

      const identity = await findIdentityByEmail(app.db, email);
      if (identity && PORTAL_IDENTITY_TYPES.includes(identity.identityType)) {
        // The token and its mail are kept together or not at all (the outbox is in the database).
        await app.db.transaction(async (tx) => {
          const db = tx as unknown as Db;
          const token = await createResetToken(db, identity.id, now);
          await app.mailer.send(db, resetPasswordMessage(identity.email, resetPasswordLink(app.config.portalBaseUrl, token)));
        });
      }
      // The same answer whether or not the email exists (DESIGN §5).
      return reply.code(204).send();
    },
  );

  app.post(
    '/reset-password',
    {
      config: app.perIpAuthLimit,
      schema: { body: resetPasswordRequestSchema, response: { 204: noContentSchema, ...problemResponses(400, 429) } },
    },
    async (request, reply) => {
      const now = app.now();
      const email = normalizeEmail(request.body.email);
      const key = throttleKey(email, request.ip);
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
