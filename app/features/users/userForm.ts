import * as z from 'zod';
import { identityMessages, updateIdentityRequestSchema, type Identity, type UpdateIdentityRequest } from '../../../contract/identities.ts';
import { roleFieldsShape, roleGrantOf, withRoleChecks, type RoleChooser, type RoleFieldValues } from './roleForm.ts';

/** Only an admin edits people (docs/permissions.md#people): every role and client is its to give. */
const ADMIN_CHOOSER: RoleChooser = { kind: 'admin' };

/**
 * The edit-user form: name, email and role (with its client and venues), as the invitation form
 * picks a role. Changing the email asks for the Admin's own password (the server's rule: a session
 * alone cannot move an account to another mailbox).
 */
export function userFormSchema(originalEmail: string) {
  return withRoleChecks(
    z.object({
      name: updateIdentityRequestSchema.shape.name,
      email: updateIdentityRequestSchema.shape.email,
      existingPassword: z.string(),
      ...roleFieldsShape,
    }),
    ADMIN_CHOOSER,
  ).refine((values) => !emailChanges(values.email, originalEmail) || values.existingPassword !== '', {
    error: identityMessages.existingPasswordRequired,
    path: ['existingPassword'],
  });
}
export type UserFormValues = RoleFieldValues & { name: string; email: string; existingPassword: string };

export function emailChanges(email: string, originalEmail: string): boolean {
  return email.trim().toLowerCase() !== originalEmail.toLowerCase();
}

/** The form as a user is now. */
export function userFormValues(user: Identity): UserFormValues {
  return {
    name: user.name,
    email: user.identifier,
    role: user.role,
    clientId: user.clientId ? { value: user.clientId, label: user.clientName ?? '' } : null,
    venueIds: user.venues.map((venue) => venue.id),
    existingPassword: '',
  };
}

/** What PUT /api/identities/{id} gets: the role always (the server ignores an unchanged one), the password only with a new email. */
export function toUpdateIdentityRequest(values: UserFormValues, originalEmail: string): UpdateIdentityRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...roleGrantOf(values, ADMIN_CHOOSER),
    ...(emailChanges(values.email, originalEmail) ? { existingPassword: values.existingPassword } : {}),
  };
}
