import * as z from 'zod';
import { newPasswordSchema } from './auth.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { IDENTITY_NAME_MAX_LENGTH, IDENTITY_NAME_MIN_LENGTH, roleMessages } from './identities.ts';
import { messages } from './messages.ts';
import { PERSON_ROLES } from './roles.ts';
import { emailSchema, passwordSchema, textSchema, tokenSchema } from './text.ts';

/** Invitation states (docs/product.md#states, Invitation states). */
export const invitationStates = ['Pending', 'Accepted', 'Expired', 'Revoked'] as const;
export const invitationStateSchema = z.enum(invitationStates);
export type InvitationState = z.infer<typeof invitationStateSchema>;

/** An invitation as the API returns it (docs/product.md#entities, Invitation). */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  // An invitation without a client (docs/decisions.md#who-may-do-what) makes an Admin: there is no client name.
  clientName: z.string().nullable(),
  state: invitationStateSchema,
  createdUtc: z.string(),
  expiresUtc: z.string(),
  inviterName: z.string(),
  token: z.string(),
  /** The role the person gets on accepting (docs/permissions.md#roles). */
  role: z.enum(PERSON_ROLES),
  /** The venues a venue-manager or venue-limited viewer gets, by name (empty for other roles). */
  venueNames: z.array(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;

const email = emailSchema({ required: messages.emailRequired, invalid: messages.emailInvalid });

/** The invitee's name: as Personal details will later require it (docs/product.md#validation-messages), 2 to 30 characters. */
const name = textSchema({
  label: 'Name',
  required: messages.nameTooShort,
  max: IDENTITY_NAME_MAX_LENGTH,
  tooLong: messages.nameTooLong,
}).min(IDENTITY_NAME_MIN_LENGTH, { error: messages.nameTooShort });

/**
 * docs/product.md#validation-messages, Invite acceptance: name, the email prefilled from the invitation, a new password and its
 * confirmation (at least 8 characters and equal to the password, else one message on passwordConfirm).
 */
export const inviteSignupFormSchema = z
  .object({
    name,
    email,
    password: newPasswordSchema,
    passwordConfirm: passwordSchema(messages.passwordsDoNotMatch),
  })
  .refine((value) => value.passwordConfirm.length >= PASSWORD_MIN_LENGTH && value.password === value.passwordConfirm, {
    error: messages.passwordsDoNotMatch,
    path: ['passwordConfirm'],
  });
export type InviteSignupForm = z.infer<typeof inviteSignupFormSchema>;

/** What the invite page posts: the form plus the token from the address. */
export type InviteSignupRequest = InviteSignupForm & { inviteToken: string };

/** Validation messages and titles of the invitation routes (docs/product.md#validation-messages, Invitation create). */
export const invitationMessages = {
  invalidClientId: messages.invalidClientId,
  emailInvalid: messages.emailInvalid,
  emailMismatch: 'Email must be the email the invitation was sent to.',
  inviteTokenMismatch: 'Invite token does not match the address.',
} as const;

/** 409 of POST /api/invitations: the email already belongs to an identity. */
export const INVITATION_EMAIL_TAKEN_TITLE = 'An identity with this email already exists.';
/** 409 of DELETE /api/invitations/{id} and of signup: the invitation is no longer pending. */
export const INVITATION_NOT_PENDING_TITLE = 'The invitation is no longer pending.';

/** Invitation tokens live 7 days (docs/decisions.md#links). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * POST /api/invitations: no clientId (or null) invites an admin-side person (docs/permissions.md#roles),
 * a clientId a person of that client. Without `role`: admin without a client, client with one. A
 * venue-manager needs `venueIds` (of its client), a viewer may have them. A client user invites
 * venue-managers and viewers of its own client only (clientId may be left out).
 */
export const createInvitationRequestSchema = z.object({
  clientId: z.uuid({ error: messages.invalidClientId }).nullable().optional(),
  email,
  role: z.enum(PERSON_ROLES, { error: roleMessages.roleInvalid }).optional(),
  venueIds: z.array(z.uuid({ error: roleMessages.venuesInvalid }), { error: roleMessages.venuesInvalid }).max(500).optional(),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

export const invitationListSchema = z.array(invitationSchema);

/** GET /api/signup/invitations/{inviteToken}: what the invite page needs to choose its outcome. */
export const signupInvitationSchema = z.object({
  email: z.string(),
  clientName: z.string().nullable(),
  state: invitationStateSchema,
  expiresUtc: z.string(),
});
export type SignupInvitation = z.infer<typeof signupInvitationSchema>;

/** POST /api/signup/invitations/{inviteToken}: the form plus the token (docs/product.md#api-calls). */
export const inviteSignupRequestSchema = z
  .object({
    name,
    email,
    password: newPasswordSchema,
    passwordConfirm: passwordSchema(messages.passwordsDoNotMatch),
    inviteToken: tokenSchema(invitationMessages.inviteTokenMismatch).optional(),
  })
  .refine((value) => value.passwordConfirm.length >= PASSWORD_MIN_LENGTH && value.password === value.passwordConfirm, {
    error: messages.passwordsDoNotMatch,
    path: ['passwordConfirm'],
  });
