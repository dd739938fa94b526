import { describe, expect, it } from 'vitest';
import {
  CHOOSE_CLIENT_MESSAGE,
  invitationFormSchema,
  toCreateInvitationRequest,
} from '../../app/features/users/invitationForm.ts';

const client = { value: '11111111-1111-4111-8111-111111111111', label: 'Arcadia Group' };

describe('the create-invitation form (docs/product.md#validation-messages, Invitation create)', () => {
  it('sends the chosen client, or no client for an Admin', () => {
    expect(toCreateInvitationRequest({ email: ' sam@venue.example ', role: 'client', clientId: client })).toEqual({
      email: 'sam@venue.example',
      clientId: client.value,
    });
    // A client picked before switching to Admin is not sent.
    expect(toCreateInvitationRequest({ email: 'ops@portal.example', role: 'admin', clientId: client })).toEqual({
      email: 'ops@portal.example',
      clientId: null,
    });
  });

  it('asks for a client unless the invitation is for an Admin', () => {
    const missing = invitationFormSchema.safeParse({ email: 'sam@venue.example', role: 'client', clientId: null });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['clientId', CHOOSE_CLIENT_MESSAGE]]);
    expect(invitationFormSchema.safeParse({ email: 'ops@portal.example', role: 'admin', clientId: null }).success).toBe(true);
  });

  it('refuses an invalid email with the product’s message', () => {
    const result = invitationFormSchema.safeParse({ email: 'nope', role: 'admin', clientId: null });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email.');
  });
});
