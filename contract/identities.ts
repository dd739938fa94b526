import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { pageSchema } from './paging.ts';
import { PERSON_ROLES, ROLES } from './roles.ts';
import { emailSchema, passwordSchema, textSchema } from './text.ts';

/** Identity kinds (docs/product.md#entities). Only Admin and ClientIdentity sign in to the portal. */
export const identityTypes = ['Admin', 'ClientIdentity', 'ClientApi', 'ExternalApi', 'GraphicsControllerApi'] as const;
export const identityTypeSchema = z.enum(identityTypes);
export type IdentityType = z.infer<typeof identityTypeSchema>;

/** GET /api/identities/current (docs/product.md#entities, Current user). */
export const currentIdentitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  identifier: z.string(),
  identityType: identityTypeSchema,
  clientId: z.uuid().nullable(),
  /** What the caller may do (docs/permissions.md#roles): the browser shows only what it holds. */
  role: z.enum(ROLES).nullable(),
  /** A venue-manager's (or venue-limited viewer's) venues; empty for everyone else. */
  venueIds: z.array(z.uuid()),
});
export type CurrentIdentity = z.infer<typeof currentIdentitySchema>;

/** Validation messages of docs/product.md#validation-messages, Personal details and Change password, word for word. */
export const identityMessages = {
  nameTooShort: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must not be longer than 30 characters.',
  emailInvalid: 'Please enter a valid email.',
  emailTooShort: 'Email must be at least 5 characters.',
  emailTooLong: 'Email must not be longer than 60 characters.',
  existingPasswordRequired: 'Existing password is required.',
  existingPasswordWrong: 'Existing password is incorrect.',
  newPasswordTooShort: 'New password must be at least 8 characters.',
  passwordComposition: messages.passwordComposition,
  passwordsDoNotMatch: 'Passwords do not match.',
} as const;

/** Title of the 409 answer when another identity already has the email. */
export const EMAIL_TAKEN_TITLE = 'This email cannot be used.';
/** The roles of people who sign in to the portal (docs/product.md#entities), as PUT /api/identities/{id} sets them. */
export const PORTAL_ROLES = ['Admin', 'ClientIdentity'] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];
export const ROLE_INVALID = 'Choose Admin or a client user.';
/** The field messages of a role and its venues (POST /api/invitations, PUT /api/identities/{id}). */
export const roleMessages = {
  roleInvalid: 'Choose a role.',
  venuesRequired: 'Choose at least one venue.',
  venuesInvalid: 'Choose venues of the person’s client.',
  venuesNotAllowed: 'Only a venue manager or a viewer has chosen venues.',
} as const;

/** The field message when a client user's client is missing. */
export const CLIENT_REQUIRED = 'Choose a client.';
/** Title of the 409 answer of PUT /api/identities/{id} when an Admin changes its own role. */
export const CANNOT_CHANGE_OWN_ROLE_TITLE = 'You cannot change your own role.';
/** Title of the 409 answer of DELETE /api/identities/{id} for one's own identity. */
export const CANNOT_DELETE_SELF_TITLE = 'You cannot delete your own identity.';

export const IDENTITY_NAME_MIN_LENGTH = 2;
export const IDENTITY_NAME_MAX_LENGTH = 30;
/** docs/product.md#validation-messages says 2 to 60 but its message says 5; no valid email is shorter than 5 anyway. */
export const IDENTITY_EMAIL_MIN_LENGTH = 5;
export const IDENTITY_EMAIL_MAX_LENGTH = 60;

/** A user in the Users list (docs/product.md#entities, User). */
export const identitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  identifier: z.string(),
  identityType: identityTypeSchema,
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  lastLoginUtc: z.string().nullable(),
  /** The person's role (docs/permissions.md#roles). */
  role: z.enum(PERSON_ROLES),
  /** A venue-manager's (or venue-limited viewer's) venues, by name; empty for everyone else. */
  venues: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type Identity = z.infer<typeof identitySchema>;

/** GET /api/identities?offset=&limit=: Admin and ClientIdentity users, sorted by name. */
export const identityPageSchema = pageSchema(identitySchema);
export type IdentityPage = z.infer<typeof identityPageSchema>;

/** PUT /api/identities/{id} (docs/product.md#validation-messages, Personal details). */
export const updateIdentityRequestSchema = z.object({
  name: textSchema({
    label: 'Name',
    required: identityMessages.nameTooShort,
    max: IDENTITY_NAME_MAX_LENGTH,
    tooLong: identityMessages.nameTooLong,
  }).min(IDENTITY_NAME_MIN_LENGTH, { error: identityMessages.nameTooShort }),
  email: emailSchema({
    required: identityMessages.emailInvalid,
    invalid: identityMessages.emailInvalid,
    min: IDENTITY_EMAIL_MIN_LENGTH,
    tooShort: identityMessages.emailTooShort,
    max: IDENTITY_EMAIL_MAX_LENGTH,
    tooLong: identityMessages.emailTooLong,
  }),
  /**
   * The caller's own password: required (by the server) only when the email changes, so a stolen
   * session cannot move the account to another mailbox.
   */
  existingPassword: passwordSchema(identityMessages.existingPasswordRequired).optional(),
  /**
   * The person's role, Admin only: an Admin, or a user of the client `clientId`.
   * Absent: unchanged. An Admin cannot change its own (the portal would risk having none).
   */
  identityType: z.enum(PORTAL_ROLES, { error: ROLE_INVALID }).optional(),
  clientId: z.uuid({ error: messages.invalidClientId }).nullable().optional(),
  /**
   * The person's role (docs/permissions.md#roles), Admin only, recorded in the activity log:
   * admin-side roles have no client, client-side ones need `clientId`. Wins over `identityType`.
   */
  role: z.enum(PERSON_ROLES, { error: roleMessages.roleInvalid }).optional(),
  /** A venue-manager's (required) or a viewer's (optional) venues, of its client. */
  venueIds: z.array(z.uuid({ error: roleMessages.venuesInvalid }), { error: roleMessages.venuesInvalid }).max(500).optional(),
});
export type UpdateIdentityRequest = z.infer<typeof updateIdentityRequestSchema>;

/** docs/product.md#validation-messages, New password: at least one upper case, one lower case, one digit and one special character. */
const PASSWORD_COMPOSITION = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).*$/;

/** PUT /api/identities/{id}/update-password (docs/product.md#validation-messages, Change password). */
export const updatePasswordRequestSchema = z
  .object({
    existingPassword: passwordSchema(identityMessages.existingPasswordRequired)
      .min(1, { error: identityMessages.existingPasswordRequired }),
    newPassword: passwordSchema(identityMessages.newPasswordTooShort)
      .min(PASSWORD_MIN_LENGTH, { error: identityMessages.newPasswordTooShort })
      .regex(PASSWORD_COMPOSITION, { error: identityMessages.passwordComposition }),
    newPasswordConfirm: passwordSchema(identityMessages.passwordsDoNotMatch),
  })
  .refine((value) => value.newPasswordConfirm === value.newPassword, {
    error: identityMessages.passwordsDoNotMatch,
    path: ['newPasswordConfirm'],
  });
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;
