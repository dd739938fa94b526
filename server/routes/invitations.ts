import type { Db } from '../db/database.ts';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import {
  createInvitationRequestSchema,
  INVITATION_EMAIL_TAKEN_TITLE,
  INVITATION_NOT_PENDING_TITLE,
  invitationListSchema,
  invitationMessages,
  invitationSchema,
} from '../../contract/invitations.ts';
import { clients } from '../db/schema.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, unauthorized, validationProblem } from '../http/http-problem.ts';
import { findIdentityByEmail, normalizeEmail } from '../services/identities.ts';
import { createInvitation, inviteLink, listInvitations, renewInvitation, revokeInvitation } from '../services/invitations.ts';
import { invitationMessage } from '../services/mail-messages.ts';
import { loadOrCreateSecretKey } from '../services/secret-key.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const invitationParamsSchema = z.object({ id: z.string() });

/** /api/invitations (SPEC §7 Invitations and signup): Admin only (DESIGN §5). */
export const invitationRoutes: ZodRoutes = async (app) => {
  // The key that seals pending tokens, so the Users page can copy an invite link again.
  const secretKey = app.config.secretKey ?? (await loadOrCreateSecretKey(app.config.dataDir));

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      config: { noStore: true },
      schema: {
        body: createInvitationRequestSchema,
        response: { 201: invitationSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const inviter = request.identity;
      if (inviter === null) throw unauthorized();
      const clientId = request.body.clientId ?? null;
      let clientName: string | null = null;
      if (clientId !== null) {
        const [client] = await app.db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
        if (!client) throw validationProblem({ clientId: [invitationMessages.invalidClientId] });
        clientName = client.name;
      }
      if (await findIdentityByEmail(app.db, request.body.email)) throw conflict(INVITATION_EMAIL_TAKEN_TITLE);
      const now = app.now();
      // The invitation and its mail are kept together or not at all (the outbox is in the database).
      const id = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const invitation = await createInvitation(db, { email: request.body.email, clientId, inviter, secretKey, now });
        const link = inviteLink(app.config.portalBaseUrl, invitation.token);
        await app.mailer.send(db, invitationMessage(normalizeEmail(request.body.email), link, clientName));
        return invitation.id;
      });
      const [created] = await listInvitations(app.db, secretKey, now, id);
      if (!created) throw new Error('The new invitation was not found.');
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      config: { noStore: true },
      schema: { response: { 200: invitationListSchema, ...problemResponses(401, 403) } },
    },
    async () => listInvitations(app.db, secretKey, app.now()),
  );

  app.post(
    '/:id/resend',
    {
      onRequest: app.requireAdmin,
      config: { noStore: true },
      schema: { params: invitationParamsSchema, response: { 200: invitationSchema, ...problemResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const now = app.now();
      // The new link and its mail are kept together or not at all, as on create; a refusal
      // thrown inside rolls the renewal back.
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const renewed = await renewInvitation(db, { id, secretKey, now });
        if (renewed === 'missing') throw notFound();
        if (renewed === 'not-pending') throw conflict(INVITATION_NOT_PENDING_TITLE);
        // Someone has the address meanwhile: there is nothing left to accept.
        if (await findIdentityByEmail(db, renewed.email)) throw conflict(INVITATION_EMAIL_TAKEN_TITLE);
        const [client] = renewed.clientId
          ? await db.select({ name: clients.name }).from(clients).where(eq(clients.id, renewed.clientId)).limit(1)
          : [];
        const link = inviteLink(app.config.portalBaseUrl, renewed.token);
        await app.mailer.send(db, invitationMessage(renewed.email, link, client?.name ?? null));
      });
      const [resent] = await listInvitations(app.db, secretKey, now, id);
      if (!resent) throw notFound();
      return resent;
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
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
