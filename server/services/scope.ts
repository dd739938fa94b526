import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { IdentityRow } from './identities.ts';

/**
 * Which clients' records an identity may see (DESIGN §5 "Who may do what"): an Admin all of them,
 * a ClientIdentity only its own client's, an ExternalApi identity all of them (it only reaches the
 * read routes that opt in with `config.externalApiRead`: plugins/auth.ts answers 403 elsewhere),
 * anyone else none. Every query of tenant data filters
 * through `clientFilter`, so a record of another client is simply not found (404, never 403).
 */
export type Scope = { kind: 'all' } | { kind: 'client'; clientId: string } | { kind: 'none' };

export function scopeFor(identity: IdentityRow | null): Scope {
  if (identity === null) return { kind: 'none' };
  if (identity.identityType === 'Admin' || identity.identityType === 'ExternalApi') return { kind: 'all' };
  if (identity.identityType === 'ClientIdentity' && identity.clientId !== null) {
    return { kind: 'client', clientId: identity.clientId };
  }
  return { kind: 'none' };
}

/** A WHERE condition keeping the rows whose client column the scope may see. */
export function clientFilter(scope: Scope, clientIdColumn: AnyPgColumn | SQL): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return sql`${clientIdColumn} = ${scope.clientId}`;
    case 'none':
      return sql`false`;
  }
}

/** Admin-only actions (create client or venue, delete venue): 403 for everyone else. */
export function isAdmin(identity: IdentityRow | null): boolean {
  return identity?.identityType === 'Admin';
}
