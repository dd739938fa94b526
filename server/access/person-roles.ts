import { and, eq, inArray } from 'drizzle-orm';
import { roleMessages } from '../../contract/identities.ts';
import { messages } from '../../contract/messages.ts';
import { CLIENT_INVITABLE_ROLES, holdsVenues, isAdminSide, type PersonRole } from '../../contract/permissions.ts';
import type { Db } from '../db/database.ts';
import { venues } from '../db/schema.ts';
import { forbidden, notFound, validationProblem } from '../http/http-problem.ts';
import { clientName } from '../services/clients/clients.ts';
import type { IdentityRow } from './identity-row.ts';
import { roleOf } from './roles.ts';

/** A role to give a person, with its client (null for an admin-side role) and chosen venues. */
export interface RoleGrant {
  role: PersonRole;
  clientId: string | null;
  venueIds: string[];
}

/**
 * Checks a role, its client and its venues as a whole (400 naming the field): an admin-side role
 * has no client and no venues; a client-side role needs an existing client; a venue-manager at
 * least one venue, a viewer any, a client none; every venue must be of that client.
 */
export async function checkedGrant(db: Db, grant: RoleGrant): Promise<RoleGrant> {
  const venueIds = [...new Set(grant.venueIds)].sort();
  if (isAdminSide(grant.role)) {
    if (venueIds.length > 0) throw validationProblem({ venueIds: [roleMessages.venuesNotAllowed] });
    return { role: grant.role, clientId: null, venueIds };
  }
  if (grant.clientId === null || (await clientName(db, grant.clientId)) === null) {
    throw validationProblem({ clientId: [messages.invalidClientId] });
  }
  if (!holdsVenues(grant.role) && venueIds.length > 0) throw validationProblem({ venueIds: [roleMessages.venuesNotAllowed] });
  if (grant.role === 'venue-manager' && venueIds.length === 0) throw validationProblem({ venueIds: [roleMessages.venuesRequired] });
  if (venueIds.length > 0) {
    const found = await db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.clientId, grant.clientId), inArray(venues.id, venueIds)));
    if (found.length !== venueIds.length) throw validationProblem({ venueIds: [roleMessages.venuesInvalid] });
  }
  return { role: grant.role, clientId: grant.clientId, venueIds };
}

/**
 * What an invitation may give, by who invites (docs/permissions.md#people): an admin any role (no
 * client: an admin by default; a client: its client user by default); a client user only a
 * venue-manager or viewer of its own client (403 for any other role, 404 for another client, which
 * is not confirmed). Anyone else may not invite (the route's access already refused them).
 */
export async function invitationGrant(
  db: Db,
  inviter: IdentityRow,
  body: { clientId?: string | null | undefined; role?: PersonRole | undefined; venueIds?: string[] | undefined },
): Promise<RoleGrant> {
  const clientId = body.clientId ?? null;
  const venueIds = body.venueIds ?? [];
  const inviterRole = roleOf(inviter);
  if (inviterRole === 'admin') {
    return checkedGrant(db, { role: body.role ?? (clientId === null ? 'admin' : 'client'), clientId, venueIds });
  }
  if (inviterRole !== 'client' || inviter.clientId === null) throw forbidden();
  const role = body.role ?? 'viewer';
  if (!(CLIENT_INVITABLE_ROLES as readonly PersonRole[]).includes(role)) throw forbidden();
  if (clientId !== null && clientId !== inviter.clientId) throw notFound();
  return checkedGrant(db, { role, clientId: inviter.clientId, venueIds });
}
