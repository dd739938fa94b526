import type { FastifyRequest } from 'fastify';
import { noContentSchema } from '../../contract/http.ts';
import { identityMessages } from '../../contract/identities.ts';
import { twoFactorMessages, twoFactorStatusSchema } from '../../contract/twoFactor.ts';
import {
  disableTwoFactorRequestSchema,
  enableTwoFactorRequestSchema,
  recoveryCodesSchema,
  securitySettingsSchema,
  twoFactorEnrolmentSchema,
} from '../../contract/twoFactorSettings.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { accountThrottleKey, countAttempt, uncountAttempt } from '../services/identities/account-throttle.ts';
import { conflict, tooManyRequests, unauthorized, validationProblem } from '../http/http-problem.ts';
import type { IdentityRow } from '../services/identities/identities.ts';
import { verifyPassword } from '../services/identities/passwords.ts';
import { identityChanged, securitySettingsChanged, ssoSecondFactorOf } from '../services/identities/sessions.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  readSecuritySettings,
  startEnrolment,
  twoFactorStatus,
  verifySecondFactor,
  writeSecuritySettings,
} from '../services/identities/two-factor.ts';
import { problemResponses } from './problem-responses.ts';

function signedIn(request: FastifyRequest): IdentityRow {
  if (request.identity === null) throw unauthorized();
  return request.identity;
}

/**
 * /api/auth/two-factor: my two-factor sign-in (status, enrol, confirm, turn off) and
 * /api/auth/security-settings, the admins' "require two-factor of every admin".
 */
export const authTwoFactorRoutes: ZodRoutes = async (app) => {
  // Status, setup and enable serve an admin who must enrol (beforeTwoFactor); turning it off and
  // the security settings do not: an admin without a second factor cannot lift the requirement.
  app.get(
    '/two-factor',
    {
      config: { access: 'account', noStore: true, beforeTwoFactor: true },
      schema: { response: { 200: twoFactorStatusSchema, ...problemResponses(401, 403) } },
    },
    async (request) => {
      const identity = signedIn(request);
      const status = await twoFactorStatus(app.db, identity.id);
      // Every admin-side role (admin, designer, approver) falls under the requirement, as the session
      // check does (services/identities/sessions.ts); a session whose provider asked for a second factor meets it
      // (docs/decisions.md#two-factor).
      const required = identity.identityType === 'Admin' && (await readSecuritySettings(app.db)).requireAdminTwoFactor;
      const metByProvider = required && !status.enabled && request.sessionTokenHash !== null && (await ssoSecondFactorOf(app.db, request.sessionTokenHash));
      return { ...status, setupRequired: required && !status.enabled && !metByProvider };
    },
  );

  app.post(
    '/two-factor/setup',
    {
      config: { access: 'account', noStore: true, beforeTwoFactor: true },
      schema: { response: { 200: twoFactorEnrolmentSchema, ...problemResponses(401, 403, 409) } },
    },
    async (request) => {
      const identity = signedIn(request);
      const key = await app.secretKey();
      const enrolment = await app.audited((db) => startEnrolment(db, key, identity));
      if (!enrolment) throw conflict(twoFactorMessages.alreadyEnabled);
      return enrolment;
    },
  );

  app.post(
    '/two-factor/enable',
    {
      config: { access: 'account', noStore: true, beforeTwoFactor: true },
      schema: { body: enableTwoFactorRequestSchema, response: { 200: recoveryCodesSchema, ...problemResponses(400, 401, 403) } },
    },
    async (request) => {
      const identity = signedIn(request);
      const key = await app.secretKey();
      const codes = await app.audited(async (db) => {
        const made = await confirmEnrolment(db, key, identity.id, request.body.code, app.now());
        // Its sessions carry whether it must still enrol: every process reads them again.
        if (made) await identityChanged(db, identity.id);
        return made;
      });
      if (!codes) throw validationProblem({ code: [twoFactorMessages.codeInvalid] });
      return { recoveryCodes: codes };
    },
  );

  app.post(
    '/two-factor/disable',
    {
      config: { access: 'account', noStore: true, ...app.perIpAuthLimit },
      schema: { body: disableTwoFactorRequestSchema, response: { 204: noContentSchema, ...problemResponses(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const identity = signedIn(request);
      const now = app.now();
      // Password and code guesses here count against the account's sign-in limit, under the same
      // key as at sign-in: a stolen session gets no second budget of guesses.
      const throttleKey = accountThrottleKey(identity.email, request.ip);
      const wait = await countAttempt(app.db, 'login', throttleKey, { max: app.rateLimits.failuresPerAccountMax, windowMs: app.rateLimits.perAccountWindowMs }, now);
      if (wait !== null) throw tooManyRequests(wait);
      if (!(await verifyPassword(identity.passwordHash, request.body.password))) {
        throw validationProblem({ password: [identityMessages.existingPasswordWrong] });
      }
      const key = await app.secretKey();
      const turnedOff = await app.audited(async (db) => {
        if (!(await verifySecondFactor(db, key, identity.id, request.body.code, now))) return false;
        await disableTwoFactor(db, identity.id);
        await identityChanged(db, identity.id);
        return true;
      });
      if (!turnedOff) throw validationProblem({ code: [twoFactorMessages.codeInvalid] });
      // Only failures use up the limit.
      await uncountAttempt(app.db, 'login', throttleKey);
      return reply.code(204).send();
    },
  );

  app.get(
    '/security-settings',
    {
      config: { access: 'settings.edit' },
      schema: { response: { 200: securitySettingsSchema, ...problemResponses(401, 403) } },
    },
    async () => readSecuritySettings(app.db),
  );

  app.put(
    '/security-settings',
    {
      config: { access: 'settings.edit' },
      schema: { body: securitySettingsSchema, response: { 200: securitySettingsSchema, ...problemResponses(400, 401, 403) } },
    },
    async (request) => {
      await app.audited(async (db) => {
        await writeSecuritySettings(db, request.body, app.now());
        await securitySettingsChanged(db);
      });
      return readSecuritySettings(app.db);
    },
  );
};
