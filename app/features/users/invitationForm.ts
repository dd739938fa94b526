import * as z from 'zod';
import { CLIENT_REQUIRED } from '../../../contract/identities.ts';
import { createInvitationRequestSchema, type CreateInvitationRequest } from '../../../contract/invitations.ts';
import { roleFieldsShape, roleGrantOf, withRoleChecks, type RoleChooser, type RoleFieldValues } from './roleForm.ts';

export const CHOOSE_CLIENT_MESSAGE = CLIENT_REQUIRED;

/**
 * The create-invitation form (docs/product.md#validation-messages, Invitation create: email valid, clientId a uuid), with
 * the role the person gets (docs/permissions.md#people). The picker's field is named clientId, so
 * the server's clientId message lands on it.
 */
export function invitationFormSchema(chooser: RoleChooser) {
  return withRoleChecks(z.object({ email: createInvitationRequestSchema.shape.email, ...roleFieldsShape }), chooser);
}
export type InvitationFormValues = RoleFieldValues & { email: string };

/** An admin invites a client user by default; a client user a viewer (as the server assumes). */
export function emptyInvitationForm(chooser: RoleChooser): InvitationFormValues {
  return { email: '', role: chooser.kind === 'admin' ? 'client' : 'viewer', clientId: null, venueIds: [] };
}

/** What POST /api/invitations gets: no client for an admin-side role; a client user's own client is implied. */
export function toCreateInvitationRequest(values: InvitationFormValues, chooser: RoleChooser): CreateInvitationRequest {
  const { role, clientId, venueIds } = roleGrantOf(values, chooser);
  return { email: values.email.trim(), role, ...(chooser.kind === 'admin' ? { clientId } : {}), venueIds };
}
