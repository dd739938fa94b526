import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isAdminSide } from '../../contract/permissions.ts';
import type { IdentityRow } from './identity-row.ts';
import { roleOf } from './roles.ts';
import { identities, identityVenues } from '../db/schema.ts';

/**
 * Which records an identity may see (docs/permissions.md#scope-which-records): an admin-side role
 * (admin, designer, approver) every client's; a client user its own client's; a venue-manager, and
 * a viewer given chosen venues, only those venues of its client (`venueIds`); an external API
 * identity every client's (it reaches only the read routes that opt in with
 * `config.externalApiRead`: plugins/auth.ts answers 403 elsewhere); anyone else none. Every query
 * of tenant data filters through `scopeSql`, so a record out of scope is simply not found (404,
 * never 403: the ids of other tenants, and of a client's other venues, are not confirmed).
 */
export type Scope =
  | { kind: 'all' }
  /** `venueIds` null: the whole client; else only these venues (none when empty). */
  | { kind: 'client'; clientId: string; venueIds: readonly string[] | null }
  | { kind: 'none' };

export function scopeFor(identity: IdentityRow | null): Scope {
  const role = roleOf(identity);
  if (identity === null || role === null) return { kind: 'none' };
  if (role === 'external-api' || isAdminSide(role)) return { kind: 'all' };
  if (identity.clientId === null) return { kind: 'none' };
  const limited = role === 'venue-manager' || (role === 'viewer' && identity.venueIds.length > 0);
  return { kind: 'client', clientId: identity.clientId, venueIds: limited ? identity.venueIds : null };
}

/**
 * `scopeFor` turned around, as SQL over the `identities` table: whether a client user of the
 * venue's client holds the venue in its scope (a venue-manager, or a viewer with chosen venues,
 * only when the venue is among them; anyone else of the client always). For the people told of
 * a venue (its offline alerts); the client itself is the caller's condition.
 */
export function holdsVenueSql(venueId: string): SQL {
  const chosen = sql`select 1 from ${identityVenues} where ${identityVenues.identityId} = ${identities.id}`;
  return sql`(exists (${chosen} and ${identityVenues.venueId} = ${venueId}::uuid)
    or (${identities.role} <> 'venue-manager' and not exists (${chosen})))`;
}

/**
 * Whether the scope may see a venue it already reaches through a client's record (a client-wide
 * entry's screens, say): `scopeSql` for rows in hand. The client is the caller's condition.
 */
export function seesVenue(scope: Scope, venueId: string): boolean {
  return scope.kind === 'all' || (scope.kind === 'client' && (scope.venueIds === null || scope.venueIds.includes(venueId)));
}

/** The whole-client scope of a client user (what a filter naming a client is checked against). */
export function clientScope(clientId: string): Scope {
  return { kind: 'client', clientId, venueIds: null };
}

/**
 * THE one WHERE condition keeping the rows the scope may see. `clientId` is the column (or
 * expression) holding a row's client; `venueId` the one holding its venue, or null for a record
 * of the client as a whole (the client itself, a client-wide schedule entry or data source): a
 * venue-limited person sees those of its client, and only the venue rows of its own venues. A
 * row whose venue is null (an unlinked controller) is outside every venue-limited scope. Every
 * service's tenant filter is this one.
 */
export function scopeSql(scope: Scope, clientId: AnyPgColumn | SQL, venueId: AnyPgColumn | SQL | null): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client': {
      const ofClient = sql`${clientId} = ${scope.clientId}::uuid`;
      if (scope.venueIds === null || venueId === null) return ofClient;
      // One array parameter, so the statement's text is the same for any number of venues (named statements rely on it).
      return sql`(${ofClient} and ${venueId} = any(${`{${scope.venueIds.join(',')}}`}::uuid[]))`;
    }
    case 'none':
      return sql`false`;
  }
}

/** A short name of the scope's kind, for the names of prepared statements whose text depends on it. */
export function scopeKey(scope: Scope): 'all' | 'client' | 'venues' | 'none' {
  return venueLimited(scope) ? 'venues' : scope.kind;
}

/** Whether the scope is limited to chosen venues: what a client-wide record's writer must refuse. */
export function venueLimited(scope: Scope): boolean {
  return scope.kind === 'client' && scope.venueIds !== null;
}

/** Whether the identity is an admin (the role, not a designer or approver): what admin-only answers inside a shared route ask. */
export function isAdmin(identity: IdentityRow | null): boolean {
  return roleOf(identity) === 'admin';
}
