import * as z from 'zod';
import { tokenResponseSchema } from '../../contract/auth.ts';
import {
  INVITATION_EMAIL_TAKEN_TITLE,
  INVITATION_NOT_PENDING_TITLE,
  invitationMessages,
  inviteSignupRequestSchema,
  signupInvitationSchema,
} from '../../contract/invitations.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, validationProblem } from '../http/http-problem.ts';
import { normalizeEmail } from '../services/identities/identities.ts';
import { recordSignIn } from '../services/identities/identity-changes.ts';
import { acceptInvitation, effectiveState, findInvitationByToken } from '../services/identities/invitations.ts';
import { hashPassword } from '../services/identities/passwords.ts';
import { createSession } from '../services/identities/sessions.ts';
import { uniqueViolation } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const signupParamsSchema = z.object({ inviteToken: z.string() });

/**
 * /api/signup/invitations/{inviteToken} (docs/product.md#api-calls, Invitations and signup): anonymous, the token is
 * the credential. Limited per IP like the auth routes.
 */
export const signupRoutes: ZodRoutes = async (app) => {
  app.get(
    '/invitations/:inviteToken',
    {
      config: { access: 'public', ...app.perIpAuthLimit, noStore: true },
      schema: { params: signupParamsSchema, response: { 200: signupInvitationSchema, ...problemResponses(404, 429) } },
    },
    async (request) => {
      const found = await findInvitationByToken(app.db, request.params.inviteToken);
      if (!found) throw notFound();
      return {
        email: found.invitation.email,
        clientName: found.clientName,
        state: effectiveState(found.invitation, app.now()),
        expiresUtc: found.invitation.expiresUtc.toISOString(),
      };
    },
  );

  app.post(
    '/invitations/:inviteToken',
    {
      config: { access: 'public', ...app.perIpAuthLimit, noStore: true },
      schema: {
        params: signupParamsSchema,
        body: inviteSignupRequestSchema,
        response: { 200: tokenResponseSchema, ...problemResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { inviteToken } = request.params;
      const { body } = request;
      if (body.inviteToken !== undefined && body.inviteToken !== inviteToken) {
        throw validationProblem({ inviteToken: [invitationMessages.inviteTokenMismatch] });
      }
      const found = await findInvitationByToken(app.db, inviteToken);
      if (!found) throw notFound();
      const now = app.now();
      if (effectiveState(found.invitation, now) !== 'Pending') throw conflict(INVITATION_NOT_PENDING_TITLE);
      if (normalizeEmail(body.email) !== found.invitation.email) {
        throw validationProblem({ email: [invitationMessages.emailMismatch] });
      }
      let identity;
      try {
        identity = await acceptInvitation(app.db, {
          invitationId: found.invitation.id,
          clientId: found.invitation.clientId,
          name: body.name.trim(),
          passwordHash: await hashPassword(body.password),
          now,
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw conflict(INVITATION_EMAIL_TAKEN_TITLE);
        throw error;
      }
      // Another request accepted (or someone revoked) it meanwhile.
      if (identity === null) throw conflict(INVITATION_NOT_PENDING_TITLE);
      await recordSignIn(app.db, identity.id, now);
      await app.webhooks.emit('invitation.accepted', {
        invitationId: found.invitation.id,
        identity: { id: identity.id, name: identity.name, email: identity.email, identityType: identity.identityType, clientId: identity.clientId },
        acceptedUtc: now.toISOString(),
      });
      return { token: await createSession(app.db, identity.id, now, { userAgent: request.headers['user-agent'] ?? null, address: request.ip }) };
    },
  );
};
