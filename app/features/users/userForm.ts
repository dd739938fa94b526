import * as z from 'zod';
import { identityMessages, updateIdentityRequestSchema, type Identity, type UpdateIdentityRequest } from '../../../contract/identities.ts';
import { CHOOSE_CLIENT_MESSAGE, invitationRoles } from './invitationForm.ts';

const chosenClient = z.object({ value: z.uuid(), label: z.string() });

/**
 * The edit-user form: name, email and role, as the invitation form picks a role. Changing
 * the email asks for the Admin's own password (the server's rule: a session alone cannot move an
 * account to another mailbox).
 */
export function userFormSchema(originalEmail: string) {
  return z
    .object({
      name: updateIdentityRequestSchema.shape.name,
      email: updateIdentityRequestSchema.shape.email,
      role: z.enum(invitationRoles),
      clientId: chosenClient.nullable(),
      existingPassword: z.string(),
    })
    .refine((values) => values.role === 'admin' || values.clientId !== null, { error: CHOOSE_CLIENT_MESSAGE, path: ['clientId'] })
    .refine((values) => !emailChanges(values.email, originalEmail) || values.existingPassword !== '', {
      error: identityMessages.existingPasswordRequired,
      path: ['existingPassword'],
    });
}
export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;

export function emailChanges(email: string, originalEmail: string): boolean {
  return email.trim().toLowerCase() !== originalEmail.toLowerCase();
}

/** The form as a user is now. */
export function userFormValues(user: Identity): UserFormValues {
  return {
    name: user.name,
    email: user.identifier,
    role: user.identityType === 'Admin' ? 'admin' : 'client',
    clientId: user.clientId ? { value: user.clientId, label: user.clientName ?? '' } : null,
    existingPassword: '',
  };
}

/** What PUT /api/identities/{id} gets: the role always, the password only with a new email. */
export function toUpdateIdentityRequest(values: UserFormValues, originalEmail: string): UpdateIdentityRequest {
  const admin = values.role === 'admin';
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    identityType: admin ? 'Admin' : 'ClientIdentity',
    clientId: admin ? null : (values.clientId?.value ?? null),
    ...(emailChanges(values.email, originalEmail) ? { existingPassword: values.existingPassword } : {}),
  };
}
