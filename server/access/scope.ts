import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { IdentityRow } from '../services/identities.ts';

/**
 * Which clients' records an identity may see (docs/permissions.md): an admin all of them, a client
 * user only its own client's, an external API identity all of them (it reaches only the read
 * routes that opt in with `config.externalApiRead`: plugins/auth.ts answers 403 elsewhere), anyone
 * else none. Every query of tenant data filters through `scopeSql`, so a record of another client
 * is simply not found (404, never 403: the ids of other tenants are not confirmed).
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

/**
 * The one WHERE condition keeping the rows whose client the scope may see: `clientId` is the
 * column (or expression) holding a row's client. Every service's tenant filter is this one.
 */
export function scopeSql(scope: Scope, clientId: AnyPgColumn | SQL): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return sql`${clientId} = ${scope.clientId}::uuid`;
    case 'none':
      return sql`false`;
  }
}

/** Whether the identity is an admin: what admin-only answers inside a shared route ask. */
export function isAdmin(identity: IdentityRow | null): boolean {
  return identity?.identityType === 'Admin';
}
