import * as z from 'zod';
import { createInvitationRequestSchema, type CreateInvitationRequest } from '../../../contract/invitations.ts';

/** Who the invitation makes: a user of one client, or an Admin (no client, docs/decisions.md#who-may-do-what). */
export const invitationRoles = ['client', 'admin'] as const;
export type InvitationRole = (typeof invitationRoles)[number];

export const invitationRoleOptions = [
  { value: 'client', label: 'Client user' },
  { value: 'admin', label: 'Admin' },
] satisfies Array<{ value: InvitationRole; label: string }>;

export const CHOOSE_CLIENT_MESSAGE = 'Choose a client.';

const chosenClient = z.object({ value: z.uuid(), label: z.string() });

/**
 * The create-invitation form (docs/product.md#validation-messages, Invitation create: email valid, clientId a uuid). The picker's
 * field is named clientId, so the server's clientId message lands on it.
 */
export const invitationFormSchema = z
  .object({
    email: createInvitationRequestSchema.shape.email,
    role: z.enum(invitationRoles),
    clientId: chosenClient.nullable(),
  })
  .refine((values) => values.role === 'admin' || values.clientId !== null, {
    error: CHOOSE_CLIENT_MESSAGE,
    path: ['clientId'],
  });
export type InvitationFormValues = z.input<typeof invitationFormSchema>;

export const emptyInvitationForm: InvitationFormValues = { email: '', role: 'client', clientId: null };

/** What POST /api/invitations gets: no client for an Admin. */
export function toCreateInvitationRequest(values: InvitationFormValues): CreateInvitationRequest {
  return { email: values.email.trim(), clientId: values.role === 'admin' ? null : (values.clientId?.value ?? null) };
}
