import { describe, expect, it } from 'vitest';
import { roleMessages } from '../../../../contract/identities.ts';
import {
  CHOOSE_CLIENT_MESSAGE,
  emptyInvitationForm,
  invitationFormSchema,
  toCreateInvitationRequest,
} from '../../../../app/features/users/invitationForm.ts';
import { roleChooserOf, roleOptionsFor, type RoleChooser } from '../../../../app/features/users/roleForm.ts';
import { toUpdateIdentityRequest, userFormSchema } from '../../../../app/features/users/userForm.ts';

const client = { value: '11111111-1111-4111-8111-111111111111', label: 'Arcadia Group' };
const ownClientId = '22222222-2222-4222-8222-222222222222';
const venueId = '33333333-3333-4333-8333-333333333333';
const admin: RoleChooser = { kind: 'admin' };
const clientUser: RoleChooser = { kind: 'client', clientId: ownClientId };

const issuesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } | undefined }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the create-invitation form (docs/product.md#validation-messages, Invitation create)', () => {
  it('sends the chosen client, or no client for an admin-side role', () => {
    expect(toCreateInvitationRequest({ email: ' sam@venue.example ', role: 'client', clientId: client, venueIds: [] }, admin)).toEqual({
      email: 'sam@venue.example',
      role: 'client',
      clientId: client.value,
      venueIds: [],
    });
    // A client and venues picked before switching to Admin are not sent.
    expect(toCreateInvitationRequest({ email: 'ops@portal.example', role: 'admin', clientId: client, venueIds: [venueId] }, admin)).toEqual({
      email: 'ops@portal.example',
      role: 'admin',
      clientId: null,
      venueIds: [],
    });
  });

  it('sends a venue manager’s venues, and a client user’s invitations without a client (its own is implied)', () => {
    expect(toCreateInvitationRequest({ email: 'vm@venue.example', role: 'venue-manager', clientId: client, venueIds: [venueId] }, admin)).toEqual({
      email: 'vm@venue.example',
      role: 'venue-manager',
      clientId: client.value,
      venueIds: [venueId],
    });
    expect(toCreateInvitationRequest({ email: 'v@venue.example', role: 'viewer', clientId: null, venueIds: [] }, clientUser)).toEqual({
      email: 'v@venue.example',
      role: 'viewer',
      venueIds: [],
    });
  });

  it('asks for a client unless the role is admin-side, and a venue for a venue manager', () => {
    const missing = invitationFormSchema(admin).safeParse({ email: 'sam@venue.example', role: 'client', clientId: null, venueIds: [] });
    expect(issuesOf(missing)).toEqual([['clientId', CHOOSE_CLIENT_MESSAGE]]);
    expect(invitationFormSchema(admin).safeParse({ email: 'ops@portal.example', role: 'designer', clientId: null, venueIds: [] }).success).toBe(true);
    const noVenue = invitationFormSchema(clientUser).safeParse({ email: 'vm@venue.example', role: 'venue-manager', clientId: null, venueIds: [] });
    expect(issuesOf(noVenue)).toEqual([['venueIds', roleMessages.venuesRequired]]);
    // A client user's client is its own: nothing to choose.
    expect(invitationFormSchema(clientUser).safeParse({ email: 'v@venue.example', role: 'viewer', clientId: null, venueIds: [] }).success).toBe(true);
  });

  it('offers a client user only venue manager and viewer, viewer first chosen', () => {
    expect(roleOptionsFor(clientUser).map((option) => option.label)).toEqual(['Venue manager', 'Viewer']);
    expect(emptyInvitationForm(clientUser).role).toBe('viewer');
    expect(roleOptionsFor(admin).map((option) => option.label)).toEqual(['Admin', 'Designer', 'Approver', 'Client user', 'Venue manager', 'Viewer']);
    expect(emptyInvitationForm(admin).role).toBe('client');
    expect(roleChooserOf({ role: 'client', clientId: ownClientId })).toEqual(clientUser);
    expect(roleChooserOf({ role: 'admin', clientId: null })).toEqual(admin);
  });

  it('refuses an invalid email with the product’s message', () => {
    const result = invitationFormSchema(admin).safeParse({ email: 'nope', role: 'admin', clientId: null, venueIds: [] });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email.');
  });
});

describe('the edit-user form’s role', () => {
  it('sends the role with its client and venues', () => {
    const values = { name: ' Cal ', email: 'cal@venue.example', existingPassword: '', role: 'viewer' as const, clientId: client, venueIds: [venueId] };
    expect(toUpdateIdentityRequest(values, 'cal@venue.example')).toEqual({ name: 'Cal', email: 'cal@venue.example', role: 'viewer', clientId: client.value, venueIds: [venueId] });
    expect(userFormSchema('cal@venue.example').safeParse({ ...values, role: 'venue-manager', venueIds: [] }).error?.issues[0]?.message).toBe(roleMessages.venuesRequired);
  });
});
