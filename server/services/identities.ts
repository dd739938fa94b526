import { eq, sql } from 'drizzle-orm';
import type { CurrentIdentity, Identity, IdentityType } from '../../contract/identities.ts';
import type { Page, PagingQuery } from '../../contract/paging.ts';
import type { Db } from '../db/database.ts';
import { identities } from '../db/schema.ts';
import { queryRows } from './sql-rows.ts';

export type IdentityRow = typeof identities.$inferSelect;

/** Only these sign in to the portal with email and password; API identities use other means. */
export const PORTAL_IDENTITY_TYPES: readonly IdentityType[] = ['Admin', 'ClientIdentity'];

/** Emails are compared and stored lower-cased (the unique index relies on it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findIdentityByEmail(db: Db, email: string): Promise<IdentityRow | null> {
  const [row] = await db.select().from(identities).where(eq(identities.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}

export async function createIdentity(
  db: Db,
  input: { id?: string; name: string; email: string; passwordHash: string | null; identityType: IdentityType; clientId?: string | null },
): Promise<IdentityRow> {
  const [row] = await db
    .insert(identities)
    .values({ ...input, email: normalizeEmail(input.email), clientId: input.clientId ?? null })
    .returning();
  if (!row) throw new Error('Insert into identities returned no row.');
  return row;
}

/** GET /api/identities/current: the email is the identifier (docs/product.md#entities). */
export function toCurrentIdentity(identity: IdentityRow): CurrentIdentity {
  return {
    id: identity.id,
    name: identity.name,
    identifier: identity.email,
    identityType: identity.identityType,
    clientId: identity.clientId,
  };
}

interface IdentityListRow {
  id: string;
  name: string;
  email: string;
  identity_type: IdentityType;
  client_id: string | null;
  client_name: string | null;
  last_login_utc: Date | string | null;
  total: number;
}

/** Timestamps come back as Date (pg) or string (raw PGlite rows): both as ISO strings. */
export function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toIdentity(row: IdentityListRow): Identity {
  return {
    id: row.id,
    name: row.name,
    identifier: row.email,
    identityType: row.identity_type,
    clientId: row.client_id,
    clientName: row.client_name,
    lastLoginUtc: isoOrNull(row.last_login_utc),
  };
}

/**
 * One page of portal users (Admin and ClientIdentity) sorted by name; API identities have lists of
 * their own. With `id`, just that identity (when it is a portal user).
 */
export async function listIdentities(db: Db, options: { paging: PagingQuery; id?: string }): Promise<Page<Identity>> {
  const types = sql.join(
    PORTAL_IDENTITY_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const where = sql`i.identity_type in (${types}) and ${options.id === undefined ? sql`true` : sql`i.id = ${options.id}`}`;
  const rows = await queryRows<IdentityListRow>(
    db,
    sql`
      select i.id, i.name, i.email, i.identity_type, i.client_id, c.name as client_name, i.last_login_utc,
             (select count(*)::int from identities i where ${where}) as total
      from identities i
      left join clients c on c.id = i.client_id
      where ${where}
      order by lower(i.name), i.email
      limit ${options.paging.limit} offset ${options.paging.offset}`,
  );
  const first = rows[0];
  if (first) return { items: rows.map(toIdentity), total: first.total };
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from identities i where ${where}`);
  return { items: [], total: count?.total ?? 0 };
}

export async function findIdentityById(db: Db, id: string): Promise<IdentityRow | null> {
  const [row] = await db.select().from(identities).where(eq(identities.id, id)).limit(1);
  return row ?? null;
}
