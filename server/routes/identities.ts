import * as z from 'zod';
import {
  CANNOT_DELETE_SELF_TITLE,
  currentIdentitySchema,
  EMAIL_TAKEN_TITLE,
  identityMessages,
  identityPageSchema,
  identitySchema,
  updateIdentityRequestSchema,
  updatePasswordRequestSchema,
} from '../../contract/identities.ts';
import { noContentSchema } from '../../contract/http.ts';
import { pagingQuerySchema } from '../../contract/paging.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, unauthorized, validationProblem } from '../http/http-problem.ts';
import { changePassword, deleteIdentity, updateIdentity } from '../services/identities/identity-changes.ts';
import { listIdentities, normalizeEmail, toCurrentIdentity, type IdentityRow } from '../services/identities/identities.ts';
import { isEmailInvited } from '../services/identities/invitations.ts';
import { hashPassword, verifyPassword } from '../services/identities/passwords.ts';
import { manageableIdentity, roleChange } from '../access/identity-rules.ts';
import { scopeFor } from '../access/scope.ts';
import { uniqueViolation } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const identityParamsSchema = z.object({ id: z.string() });

function signedIn(request: { identity: IdentityRow | null }): IdentityRow {
  if (request.identity === null) throw unauthorized();
  return request.identity;
}

/** /api/identities (docs/product.md#api-calls, Identities): the current identity, users, personal details, password. */
export const identityRoutes: ZodRoutes = async (app) => {
  app.get(
    '/current',
    {
      // An API client may check its credentials here.
      // The app reads it on every load, also of an admin sent to enrol in two-factor first.
      config: { access: 'account', externalApiRead: true, beforeTwoFactor: true },
      schema: { response: { 200: currentIdentitySchema, ...problemResponses(401) } },
    },
    async (request) => toCurrentIdentity(signedIn(request)),
  );

  app.get(
    '/',
    {
      config: { access: ['people.read', 'people.invite'] },
      schema: { querystring: pagingQuerySchema, response: { 200: identityPageSchema, ...problemResponses(400, 401, 403) } },
    },
    // A client user lists its own client's people (it invites their venue-managers and viewers).
    async (request) => listIdentities(app.db, { paging: request.query, scope: scopeFor(request.identity) }),
  );

  app.put(
    '/:id',
    {
      config: { access: 'account' },
      schema: {
        params: identityParamsSchema,
        body: updateIdentityRequestSchema,
        response: { 200: identitySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = signedIn(request);
      const target = await manageableIdentity(app.db, caller, request.params.id);
      const role = await roleChange(app.db, caller, target, request.body);
      const now = app.now();
      const email = normalizeEmail(request.body.email);
      const emailChanges = email !== target.email;
      if (emailChanges) {
        // The caller proves it is the person, not just someone holding their session.
        const { existingPassword } = request.body;
        if (existingPassword === undefined || existingPassword === '') {
          throw validationProblem({ existingPassword: [identityMessages.existingPasswordRequired] });
        }
        if (!(await verifyPassword(caller.passwordHash, existingPassword))) {
          throw validationProblem({ existingPassword: [identityMessages.existingPasswordWrong] });
        }
        // An email a pending invitation was sent to is spoken for: its invitee must be able to accept.
        if (await isEmailInvited(app.db, email, now)) throw conflict(EMAIL_TAKEN_TITLE);
      }
      try {
        await updateIdentity(app.db, app.mailer, { target, name: request.body.name, email, role, keepSession: request.sessionTokenHash, now });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw conflict(EMAIL_TAKEN_TITLE);
        throw error;
      }
      const [updated] = (await listIdentities(app.db, { paging: { offset: 0, limit: 1 }, id: target.id })).items;
      if (!updated) throw notFound();
      return updated;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'people.edit' },
      schema: { params: identityParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      const target = await manageableIdentity(app.db, caller, request.params.id);
      // An Admin deleting itself could leave nobody to manage the portal.
      if (target.id === caller.id) throw conflict(CANNOT_DELETE_SELF_TITLE);
      await deleteIdentity(app.db, target.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/:id/update-password',
    {
      // Guessing the existing password is a login attempt by other means: the same per-IP limit.
      config: { ...app.perIpAuthLimit, access: 'account' },
      schema: {
        params: identityParamsSchema,
        body: updatePasswordRequestSchema,
        response: { 204: noContentSchema, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      // Only one's own password: an Admin resets others by forgot-password, never by knowing it.
      if (request.params.id !== caller.id) throw notFound();
      if (!(await verifyPassword(caller.passwordHash, request.body.existingPassword))) {
        throw validationProblem({ existingPassword: [identityMessages.existingPasswordWrong] });
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await changePassword(app.db, caller.id, passwordHash, request.sessionTokenHash, app.now());
      return reply.code(204).send();
    },
  );
};
