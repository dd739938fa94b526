import * as z from 'zod';
import { CLIENT_REQUIRED, roleMessages } from '../../../contract/identities.ts';
import { CLIENT_INVITABLE_ROLES, PERSON_ROLES, holdsVenues, isAdminSide, type PersonRole, type Role } from '../../../contract/roles.ts';
import { ROLE_LABELS } from './roleTexts.ts';

const chosenClient = z.object({ value: z.uuid(), label: z.string() });

/**
 * The role part of the invite and edit-user forms (docs/permissions.md#roles): the role, its client
 * (client-side roles) and its chosen venues (a venue-manager at least one, a viewer any). The
 * fields are named as the server's, so its refusals land on them.
 */
export const roleFieldsShape = {
  role: z.enum(PERSON_ROLES),
  clientId: chosenClient.nullable(),
  venueIds: z.array(z.string()),
};

export interface RoleFieldValues {
  role: PersonRole;
  clientId: z.input<typeof chosenClient> | null;
  venueIds: string[];
}

/**
 * Who chooses the role: an admin (any role, any client) or a client user (a venue-manager or
 * viewer of its own client, docs/permissions.md#people), whose client is fixed.
 */
export type RoleChooser = { kind: 'admin' } | { kind: 'client'; clientId: string };

/** Who the signed-in person chooses roles as: a client user for its own client, anyone else as an admin (the server refuses what it may not). */
export function roleChooserOf(identity: { role: Role | null; clientId: string | null } | null): RoleChooser {
  return identity?.role === 'client' && identity.clientId !== null ? { kind: 'client', clientId: identity.clientId } : { kind: 'admin' };
}

/** The roles a chooser may give, in the order of docs/permissions.md#roles. */
export function roleOptionsFor(chooser: RoleChooser): Array<{ value: PersonRole; label: string }> {
  const roles: readonly PersonRole[] = chooser.kind === 'admin' ? PERSON_ROLES : CLIENT_INVITABLE_ROLES;
  return roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
}

/** The client a role's venues and grant belong to: the chooser's own, or the one picked. */
export function roleClientId(values: RoleFieldValues, chooser: RoleChooser): string | null {
  if (isAdminSide(values.role)) return null;
  return chooser.kind === 'client' ? chooser.clientId : (values.clientId?.value ?? null);
}

/** The checks the server makes too: a client for a client-side role, a venue for a venue-manager. */
export function withRoleChecks<Schema extends z.ZodType<RoleFieldValues>>(schema: Schema, chooser: RoleChooser) {
  return schema
    .refine((values) => roleClientId(values, chooser) !== null || isAdminSide(values.role), { error: CLIENT_REQUIRED, path: ['clientId'] })
    .refine((values) => values.role !== 'venue-manager' || values.venueIds.length > 0, { error: roleMessages.venuesRequired, path: ['venueIds'] });
}

/** What POST /api/invitations and PUT /api/identities/{id} get for the role: no venues where the role holds none. */
export function roleGrantOf(values: RoleFieldValues, chooser: RoleChooser): { role: PersonRole; clientId: string | null; venueIds: string[] } {
  return { role: values.role, clientId: roleClientId(values, chooser), venueIds: holdsVenues(values.role) ? values.venueIds : [] };
}
