import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_TOTAL_CAP, type ActivityPage, type ActivityQuery, type ActivityRecord } from '../../../contract/activity.ts';
import type { Db } from '../../db/database.ts';
import { auditRecords } from '../../db/schema.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { queryRows } from '../sql-rows.ts';
import { toCommand, type CommandRow } from '../fleet/commands.ts';
import type { AuditActor } from './actor.ts';
import { idsOf, namesOf } from './record-names.ts';

/** A record the app writes itself, for what changes no audited row (a sign-in, a failed one). */
export interface AuditEvent {
  entityType: string;
  entityId: string | null;
  clientId: string | null;
  action: string;
  changes?: Record<string, { before: unknown; after: unknown }>;
}

export async function writeAuditEvent(db: Db, actor: AuditActor, event: AuditEvent): Promise<void> {
  await db.insert(auditRecords).values({
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    address: actor.address,
    entityType: event.entityType,
    entityId: event.entityId,
    clientId: event.clientId,
    action: event.action,
    changes: event.changes ?? {},
  });
}

/**
 * Housekeeping: records older than the retention (AUDIT_RETENTION_DAYS) go. The oldest record is
 * read first (min() reads the time index from its end): most rounds have nothing to delete, and
 * PGlite has no autovacuum, so without statistics its planner chose a scan of the whole table for
 * the delete (120,000 records: 0.1–0.7 s on the server's thread at each start).
 */
export async function deleteOldAuditRecords(db: Db, before: Date): Promise<void> {
  const cutoff = before.toISOString();
  const [oldest] = await queryRows<{ due: boolean }>(
    db,
    sql`select min(occurred_utc) < ${cutoff}::timestamptz as due from audit_records`,
  );
  if (oldest?.due !== true) return;
  await db.execute(sql`delete from audit_records where occurred_utc < ${cutoff}::timestamptz`);
}

/** Column names as the API names fields; hashes by what they stand for ("password changed"). */
const FIELD_NAMES: Record<string, string> = { password_hash: 'password', secret_hash: 'accessSecret' };
const camel = (column: string) => FIELD_NAMES[column] ?? column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

interface RecordRow {
  id: string | number;
  occurred_utc: Date | string;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string | null;
  address: string | null;
  entity_type: string;
  entity_id: string | null;
  client_id: string | null;
  venue_id: string | null;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }> | string;
  command_state?: CommandRow['state'] | null;
  command_error?: string | null;
  command_created_utc?: Date | string | null;
  command_delivered_utc?: Date | string | null;
}

/** A command's answer as the screens page shows it (one not picked up in time has failed). */
function answerOf(row: RecordRow, now: Date): ActivityRecord['answer'] {
  if (row.command_state === null || row.command_state === undefined) return undefined;
  const { state, error } = toCommand(
    {
      id: row.entity_id ?? '',
      display_id: '',
      kind: 'identify',
      state: row.command_state,
      created_utc: row.command_created_utc ?? row.occurred_utc,
      delivered_utc: row.command_delivered_utc ?? null,
      finished_utc: null,
      error: row.command_error ?? null,
    },
    now,
  );
  return { state, error };
}

function toRecord(row: RecordRow, now: Date = new Date()): ActivityRecord {
  const answer = answerOf(row, now);
  const changes = typeof row.changes === 'string' ? (JSON.parse(row.changes) as RecordRow['changes']) : row.changes;
  return {
    id: String(row.id),
    occurredUtc: new Date(row.occurred_utc).toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    address: row.address,
    entityType: row.entity_type,
    entityId: row.entity_id,
    clientId: row.client_id,
    venueId: row.venue_id,
    action: row.action,
    changes: Object.fromEntries(
      Object.entries(typeof changes === 'string' ? {} : changes).map(([column, change]) => [camel(column), change]),
    ),
    ...(answer === undefined ? {} : { answer }),
  };
}

/** The WHERE of a filtered list: the scope first (a client user sees its own client's records). */
function conditions(scope: Scope, query: Omit<ActivityQuery, 'offset' | 'limit'>): SQL {
  // A player's answer to a command is folded into the record of its sending (its `answer`), not listed apart.
  const parts: SQL[] = [sql`not (entity_type = 'displayCommand' and action = 'update')`];
  if (scope.kind !== 'all') parts.push(scopeSql(scope, sql`client_id`, sql`venue_id`));
  if (query.entityType !== undefined) parts.push(sql`entity_type = ${query.entityType}`);
  if (query.entityId !== undefined) parts.push(sql`entity_id in (${sql.join(query.entityId.map((id) => sql`${id}`), sql`, `)})`);
  if (query.identityId !== undefined) parts.push(sql`actor_id = ${query.identityId}`);
  if (query.clientId !== undefined) parts.push(sql`client_id = ${query.clientId}`);
  if (query.venueId !== undefined) parts.push(sql`venue_id = ${query.venueId}`);
  if (query.from !== undefined) parts.push(sql`occurred_utc >= ${query.from}::timestamptz`);
  if (query.to !== undefined) parts.push(sql`occurred_utc < ${query.to}::timestamptz`);
  if (query.changesOnly === true) parts.push(sql`entity_type <> 'session'`);
  return sql.join(parts, sql` and `);
}

/**
 * Newest first, in the order of the indexes (audit_records migration): they are `DESC NULLS LAST`,
 * and a plain `desc` means NULLS FIRST, which no index gives, so PostgreSQL read and sorted every
 * matching record (a million for an admin's first page). Neither column is ever null.
 */
const NEWEST_FIRST = sql`order by occurred_utc desc nulls last, id desc nulls last`;

/**
 * One page, newest first (the (occurred_utc, id) index gives it without sorting; a client's,
 * venue's, entity's or person's index gives their records in time order), and a count that stops
 * at ACTIVITY_TOTAL_CAP: an exact count of a million records cost more than the page.
 */
export async function listActivity(db: Db, scope: Scope, query: ActivityQuery, now: Date = new Date()): Promise<ActivityPage> {
  const where = conditions(scope, query);
  const rows = await queryRows<RecordRow>(
    db,
    sql`select r.id, r.occurred_utc, r.actor_kind, r.actor_id, r.actor_name, r.address, r.entity_type, r.entity_id, r.client_id, r.venue_id, r.action, r.changes,
          c.state as command_state, c.error as command_error, c.created_utc as command_created_utc, c.delivered_utc as command_delivered_utc
        from (select * from audit_records where ${where}
              ${NEWEST_FIRST}
              limit ${query.limit} offset ${query.offset}) r
        left join display_commands c on r.entity_type = 'displayCommand' and r.action = 'create' and c.id::text = r.entity_id
        order by r.occurred_utc desc, r.id desc`,
  );
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from audit_records where ${where} limit ${ACTIVITY_TOTAL_CAP + 1}) capped`,
  );
  const total = counted?.total ?? 0;
  const items = rows.map((row) => toRecord(row, now));
  const names = await namesOf(db, scope, idsOf(items));
  return {
    items: items.map((record) => ({ ...record, names: Object.fromEntries(idsOf([record]).flatMap((id) => (names[id] === undefined ? [] : [[id, names[id]]]))) })),
    total: Math.min(total, ACTIVITY_TOTAL_CAP),
    totalCapped: total > ACTIVITY_TOTAL_CAP,
  };
}

/** Up to `max` records of a filtered list, newest first, for the CSV export. */
export async function exportActivity(db: Db, scope: Scope, query: Omit<ActivityQuery, 'offset' | 'limit'>, max: number): Promise<ActivityRecord[]> {
  const rows = await queryRows<RecordRow>(
    db,
    sql`select id, occurred_utc, actor_kind, actor_id, actor_name, address, entity_type, entity_id, client_id, venue_id, action, changes
        from audit_records where ${conditions(scope, query)}
        ${NEWEST_FIRST} limit ${max}`,
  );
  return rows.map((row) => toRecord(row));
}

/**
 * A client user asking about entities one of whose records concerns another client (or none): the
 * entity is not theirs, so the answer is 404 as for any other tenant's record (docs/decisions.md#who-may-do-what).
 */
export async function concernsOtherClient(db: Db, clientId: string, entityIds: string[]): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from audit_records
        where entity_id in (${sql.join(entityIds.map((id) => sql`${id}`), sql`, `)}) and client_id is distinct from ${clientId}
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * A client user filtering by a venue or a person that is not its own client's (another client's, or
 * none at all) is answered 404, as for any other tenant's record (docs/permissions.md); so is a
 * venue-manager filtering by a venue of its client that is not one of its own (the venue passes the
 * scope's filter, `scopeSql`). A person with no client (an admin) passes: their changes to the
 * client's records are in its list.
 */
export async function filterOutsideClient(
  db: Db,
  scope: Extract<Scope, { kind: 'client' }>,
  filter: { venueId?: string | undefined; identityId?: string | undefined },
): Promise<boolean> {
  const { clientId } = scope;
  const checks: SQL[] = [];
  if (filter.venueId !== undefined) {
    checks.push(sql`exists (select 1 from venues where id = ${filter.venueId}::uuid and ${scopeSql(scope, sql`client_id`, sql`id`)})`);
  }
  if (filter.identityId !== undefined) {
    checks.push(sql`exists (select 1 from identities where id = ${filter.identityId}::uuid and (client_id is null or client_id = ${clientId}::uuid))`);
  }
  if (checks.length === 0) return false;
  const [row] = await queryRows<{ inside: boolean }>(db, sql`select ${sql.join(checks, sql` and `)} as inside`);
  return row?.inside !== true;
}
