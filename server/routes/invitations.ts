import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import {
  createInvitationRequestSchema,
  INVITATION_EMAIL_TAKEN_TITLE,
  INVITATION_NOT_PENDING_TITLE,
  invitationListSchema,
  invitationSchema,
} from '../../contract/invitations.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, unauthorized } from '../http/http-problem.ts';
import { invitationGrant } from '../access/person-roles.ts';
import { scopeFor } from '../access/scope.ts';
import { clientName } from '../services/clients/clients.ts';
import { findIdentityByEmail } from '../services/identities/identities.ts';
import { inviteByMail, resendInvitationByMail, type InvitationMailContext } from '../services/identities/invitation-mail.ts';
import { listInvitations, revokeInvitation } from '../services/identities/invitations.ts';
import { loadOrCreateSecretKey } from '../services/secret-key.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const invitationParamsSchema = z.object({ id: z.string() });

/**
 * /api/invitations (docs/product.md#api-calls, Invitations and signup): admins; a client user
 * invites and lists venue-managers and viewers of its own client (docs/permissions.md#people).
 */
export const invitationRoutes: ZodRoutes = async (app) => {
  // The key that seals pending tokens, so the Users page can copy an invite link again.
  const secretKey = app.config.secretKey ?? (await loadOrCreateSecretKey(app.config.dataDir));
  const mailContext = (now: Date): InvitationMailContext => ({ mailer: app.mailer, secretKey, portalBaseUrl: app.config.portalBaseUrl, now });

  app.post(
    '/',
    {
      config: { access: ['people.edit', 'people.invite'], noStore: true },
      schema: {
        body: createInvitationRequestSchema,
        response: { 201: invitationSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const inviter = request.identity;
      if (inviter === null) throw unauthorized();
      // The role and venues it may give (a client user: venue-managers and viewers of its own client).
      const grant = await invitationGrant(app.db, inviter, request.body);
      const invitedTo = grant.clientId === null ? null : await clientName(app.db, grant.clientId);
      if (await findIdentityByEmail(app.db, request.body.email)) throw conflict(INVITATION_EMAIL_TAKEN_TITLE);
      const now = app.now();
      const id = await inviteByMail(app.db, mailContext(now), { email: request.body.email, ...grant, clientName: invitedTo, inviter });
      const [created] = await listInvitations(app.db, secretKey, now, id);
      if (!created) throw new Error('The new invitation was not found.');
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/',
    {
      config: { access: ['people.read', 'people.invite'], noStore: true },
      schema: { response: { 200: invitationListSchema, ...problemResponses(401, 403) } },
    },
    // A client user lists its own client's invitations.
    async (request) => listInvitations(app.db, secretKey, app.now(), undefined, scopeFor(request.identity)),
  );

  app.post(
    '/:id/resend',
    {
      config: { access: 'people.edit', noStore: true },
      schema: { params: invitationParamsSchema, response: { 200: invitationSchema, ...problemResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const now = app.now();
      await resendInvitationByMail(app.db, mailContext(now), id);
      const [resent] = await listInvitations(app.db, secretKey, now, id);
      if (!resent) throw notFound();
      return resent;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'people.edit' },
      schema: { params: invitationParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = isUuid(id) ? await app.audited((db) => revokeInvitation(db, id, app.now())) : 'missing';
      if (outcome === 'missing') throw notFound();
      if (outcome === 'not-pending') throw conflict(INVITATION_NOT_PENDING_TITLE);
      return reply.code(204).send();
    },
  );
};
