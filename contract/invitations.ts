import * as z from 'zod';
import { newPasswordSchema } from './auth.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/** Invitation states (SPEC §4 Invitation states). */
export const invitationStates = ['Pending', 'Accepted', 'Expired', 'Revoked'] as const;
export const invitationStateSchema = z.enum(invitationStates);
export type InvitationState = z.infer<typeof invitationStateSchema>;

/** An invitation as the API returns it (SPEC §3 Invitation). */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  // An invitation without a client (DESIGN §5) makes an Admin: there is no client name.
  clientName: z.string().nullable(),
  state: invitationStateSchema,
  createdUtc: z.string(),
  expiresUtc: z.string(),
  inviterName: z.string(),
  token: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

const email = z.string({ error: messages.emailRequired }).trim().pipe(z.email({ error: messages.emailInvalid }));

/**
 * SPEC §5 Invite acceptance: name, the email prefilled from the invitation, a new password and its
 * confirmation (at least 8 characters and equal to the password, else one message on passwordConfirm).
 */
export const inviteSignupFormSchema = z
  .object({
    name: z.string(),
    email,
    password: newPasswordSchema,
    passwordConfirm: z.string({ error: messages.passwordsDoNotMatch }),
  })
  .refine((value) => value.passwordConfirm.length >= PASSWORD_MIN_LENGTH && value.password === value.passwordConfirm, {
    error: messages.passwordsDoNotMatch,
    path: ['passwordConfirm'],
  });
export type InviteSignupForm = z.infer<typeof inviteSignupFormSchema>;

/** What the invite page posts: the form plus the token from the address. */
export type InviteSignupRequest = InviteSignupForm & { inviteToken: string };
