import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { CurrentIdentity, Identity, IdentityType } from '../../../contract/identities.ts';
import type { Page, PagingQuery } from '../../../contract/paging.ts';
import type { PersonRole } from '../../../contract/permissions.ts';
import type { Db } from '../../db/database.ts';
import { identities, identityVenues } from '../../db/schema.ts';
import type { IdentityRow } from '../../access/identity-row.ts';
import { roleOf } from '../../access/roles.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { queryRows } from '../sql-rows.ts';

export type { IdentityRow };

/** The chosen venues of the identity row being selected, as a JSON array (both drivers parse JSON alike). */
const venueIdsOfIdentity = sql<string[]>`coalesce((select json_agg(${identityVenues.venueId} order by ${identityVenues.venueId})
  from ${identityVenues} where ${identityVenues.identityId} = ${identities.id}), '[]'::json)`;

/** The columns of an IdentityRow: every column of identities and its venues. */
export const identityRowColumns = { ...getTableColumns(identities), venueIds: venueIdsOfIdentity };

/** The role a new person of this kind holds unless told otherwise: today's meaning of the kind. */
export function defaultRole(identityType: IdentityType): PersonRole | null {
  if (identityType === 'Admin') return 'admin';
  if (identityType === 'ClientIdentity') return 'client';
  return null;
}

/** Only these sign in to the portal with email and password; API identities use other means. */
export const PORTAL_IDENTITY_TYPES: readonly IdentityType[] = ['Admin', 'ClientIdentity'];

/** Emails are compared and stored lower-cased (the unique index relies on it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findIdentityByEmail(db: Db, email: string): Promise<IdentityRow | null> {
  const [row] = await db.select(identityRowColumns).from(identities).where(eq(identities.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}

export async function createIdentity(
  db: Db,
  input: {
    id?: string;
    name: string;
    email: string;
    passwordHash: string | null;
    identityType: IdentityType;
    clientId?: string | null;
    /** Default: the kind's own (admin for an Admin, client for a ClientIdentity). */
    role?: PersonRole;
    /** The chosen venues of a venue-manager or venue-limited viewer (of its client: checked by the caller). */
    venueIds?: readonly string[];
  },
): Promise<IdentityRow> {
  const { venueIds = [], role, ...columns } = input;
  const [row] = await db
    .insert(identities)
    .values({ ...columns, email: normalizeEmail(input.email), clientId: input.clientId ?? null, role: role ?? defaultRole(input.identityType) })
    .returning();
  if (!row) throw new Error('Insert into identities returned no row.');
  await setIdentityVenues(db, row.id, venueIds);
  return { ...row, venueIds: [...venueIds].sort() };
}

/** Replaces a person's chosen venues (each change leaves an audit record of the identity). */
export async function setIdentityVenues(db: Db, identityId: string, venueIds: readonly string[]): Promise<void> {
  const wanted = new Set(venueIds);
  const current = await db.select({ venueId: identityVenues.venueId }).from(identityVenues).where(eq(identityVenues.identityId, identityId));
  const gone = current.map((row) => row.venueId).filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !current.some((row) => row.venueId === id));
  if (gone.length > 0) {
    await db.delete(identityVenues).where(sql`${identityVenues.identityId} = ${identityId} and ${identityVenues.venueId} in ${gone}`);
  }
  if (added.length > 0) await db.insert(identityVenues).values(added.map((venueId) => ({ identityId, venueId })));
}

/** GET /api/identities/current: the email is the identifier (docs/product.md#entities). */
export function toCurrentIdentity(identity: IdentityRow): CurrentIdentity {
  return {
    id: identity.id,
    name: identity.name,
    identifier: identity.email,
    identityType: identity.identityType,
    clientId: identity.clientId,
    role: roleOf(identity),
    venueIds: identity.venueIds,
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
  role: PersonRole;
  venues: { id: string; name: string }[] | string;
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
    role: row.role,
    venues: typeof row.venues === 'string' ? (JSON.parse(row.venues) as Identity['venues']) : row.venues,
  };
}

/**
 * One page of portal users (Admin and ClientIdentity) sorted by name, with their roles and venues;
 * API identities have lists of their own. With `id`, just that identity (when it is a portal
 * user). Within `scope` (default every one): a client user lists its own client's people.
 */
export async function listIdentities(db: Db, options: { paging: PagingQuery; id?: string; scope?: Scope }): Promise<Page<Identity>> {
  const types = sql.join(
    PORTAL_IDENTITY_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const where = sql`i.identity_type in (${types}) and ${options.id === undefined ? sql`true` : sql`i.id = ${options.id}`}
    and ${options.scope === undefined ? sql`true` : scopeSql(options.scope, sql`i.client_id`, null)}`;
  const rows = await queryRows<IdentityListRow>(
    db,
    sql`
      select i.id, i.name, i.email, i.identity_type, i.client_id, c.name as client_name, i.last_login_utc, i.role,
             coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name) order by v.name, v.id)
                       from identity_venues iv join venues v on v.id = iv.venue_id where iv.identity_id = i.id), '[]'::json) as venues,
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
  const [row] = await db.select(identityRowColumns).from(identities).where(eq(identities.id, id)).limit(1);
  return row ?? null;
}
