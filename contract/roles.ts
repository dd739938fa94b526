/**
 * The roles (docs/permissions.md#roles), apart from what each may do (permissions.ts): the
 * identity and invitation schemas every screen's bundle carries need the names, not the matrix.
 */

/** The roles of the people and programs that call the API. */
export const ROLES = ['admin', 'designer', 'approver', 'client', 'venue-manager', 'viewer', 'external-api'] as const;
export type Role = (typeof ROLES)[number];

/** The roles of the business's own people: every client in scope, no client of their own. */
export const ADMIN_SIDE_ROLES = ['admin', 'designer', 'approver'] as const;
/** The roles of a client's people: that client only, a venue-manager only its chosen venues. */
export const CLIENT_SIDE_ROLES = ['client', 'venue-manager', 'viewer'] as const;
/** The roles a person (not a program) is given: stored on the identity, chosen when invited. */
export const PERSON_ROLES = [...ADMIN_SIDE_ROLES, ...CLIENT_SIDE_ROLES] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];
/** The roles that hold chosen venues: a venue-manager always, a viewer when limited to some venues. */
export const VENUE_ROLES = ['venue-manager', 'viewer'] as const;
/** The roles a client user may give the people it invites (never an admin-side role, never its own). */
export const CLIENT_INVITABLE_ROLES = ['venue-manager', 'viewer'] as const;

/** Whether a person's role belongs to the business's side (no client). */
export function isAdminSide(role: Role): boolean {
  return (ADMIN_SIDE_ROLES as readonly Role[]).includes(role);
}

/** Whether a role may hold chosen venues. */
export function holdsVenues(role: Role): boolean {
  return (VENUE_ROLES as readonly Role[]).includes(role);
}
