import { sql, type SQL } from 'drizzle-orm';
import type { Command, CommandKind, DeviceCommand, SendCommandRequest } from '../../../contract/fleet.ts';
import type { WebhookEventData } from '../../../contract/webhookEvents.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-problem.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { queryPrepared, queryRows } from '../sql-rows.ts';

/**
 * A command not picked up within this is shown failed ("not delivered") and never delivered later:
 * a screen identifying itself or reloading an hour after the click would only puzzle the venue.
 */
export const COMMAND_DELIVERY_MS = 10 * 60_000;
export const NOT_DELIVERED = 'The display did not pick it up within 10 minutes.';

export interface CommandRow {
  id: string;
  display_id: string;
  kind: CommandKind;
  state: 'sent' | 'done' | 'failed';
  created_utc: Date | string;
  delivered_utc: Date | string | null;
  finished_utc: Date | string | null;
  error: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toCommand(row: CommandRow, now: Date): Command {
  const expired = row.state === 'sent' && row.delivered_utc === null && now.getTime() - new Date(row.created_utc).getTime() > COMMAND_DELIVERY_MS;
  return {
    id: row.id,
    displayId: row.display_id,
    kind: row.kind,
    state: expired ? 'failed' : row.state,
    createdUtc: new Date(row.created_utc).toISOString(),
    deliveredUtc: iso(row.delivered_utc),
    finishedUtc: iso(row.finished_utc),
    error: expired ? NOT_DELIVERED : row.error,
  };
}

interface TargetRow {
  display_id: string;
  client_id: string;
  venue_id: string;
}

/**
 * The displays a command goes to, each with its venue and client, as the scope may see them.
 * Any chosen display the scope cannot see (or that is gone) answers 404 for the whole request,
 * so another tenant's ids are not confirmed and nothing is half sent.
 */
async function commandTargets(db: Db, scope: Scope, target: SendCommandRequest['target']): Promise<TargetRow[]> {
  const visible = sql`from displays d
    join graphics_controllers g on g.id = d.graphics_controller_id
    join venues v on v.id = g.venue_id
    where ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}`;
  if ('venueId' in target) {
    const [venue] = await queryRows<{ id: string }>(db, sql`select v.id from venues v where v.id = ${target.venueId}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}`);
    if (!venue) throw notFound();
    return queryRows<TargetRow>(db, sql`select d.id as display_id, v.client_id, v.id as venue_id ${visible} and v.id = ${target.venueId}::uuid`);
  }
  const ids = [...new Set(target.displayIds.map((id) => id.toLowerCase()))];
  const rows = await queryRows<TargetRow>(
    db,
    sql`select d.id as display_id, v.client_id, v.id as venue_id ${visible} and d.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

/** Stores one command per target display, state sent; the players receive them with their next report. */
export async function sendCommands(db: Db, scope: Scope, request: SendCommandRequest, now: Date): Promise<Command[]> {
  const targets = await commandTargets(db, scope, request.target);
  if (targets.length === 0) return [];
  const rows = await queryRows<CommandRow>(
    db,
    sql`insert into display_commands (display_id, client_id, venue_id, kind, created_utc)
        select t.display_id, t.client_id, t.venue_id, ${request.kind}, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(targets)}::jsonb) as t(display_id uuid, client_id uuid, venue_id uuid)
        returning *`,
  );
  return rows.map((row) => toCommand(row, now));
}

/**
 * The display's commands waiting to be carried out, marked delivered. Delivered ones not yet
 * answered come again (an answer lost on the way must not lose the command); the player skips
 * ids it has already run.
 */
export async function takeWaitingCommands(db: Db, displayId: string, now: Date): Promise<DeviceCommand[]> {
  const rows = await queryRows<{ id: string; kind: CommandKind }>(
    db,
    sql`update display_commands set delivered_utc = coalesce(delivered_utc, ${now.toISOString()}::timestamptz)
        where ${toTake(displayId, now)}
        returning id, kind, created_utc`,
  );
  return rows.map(({ id, kind }) => ({ id, kind }));
}

/**
 * Whether takeWaitingCommands would take any: a read outside a transaction, so the report of a
 * display with no command (nearly every report) costs one query, not a transaction of three.
 */
export async function anyCommandToTake(db: Db, displayId: string, now: Date): Promise<boolean> {
  const [row] = await queryPrepared<{ any: boolean }>(db, 'any_command_to_take', sql`select exists (select 1 from display_commands where ${toTake(displayId, now)}) as any`);
  return row?.any === true;
}

/** The display's commands a report hands over: not answered, and not past delivery (or delivered before, answer lost). */
function toTake(displayId: string, now: Date) {
  return sql`display_id = ${displayId}::uuid and state = 'sent'
    and (delivered_utc is not null or created_utc > ${new Date(now.getTime() - COMMAND_DELIVERY_MS).toISOString()}::timestamptz)
    and created_utc > ${new Date(now.getTime() - 2 * COMMAND_DELIVERY_MS).toISOString()}::timestamptz`;
}

/** What finishing a command did: the first answer finishes it; a retried answer finds it answered. */
/** A command the player has just answered: done or failed, finished now, with its venue and client. */
export type FinishedCommandRow = CommandRow & { state: 'done' | 'failed'; finished_utc: Date | string; client_id: string; venue_id: string };

export type FinishedCommand = { outcome: 'finished'; command: FinishedCommandRow } | { outcome: 'answeredBefore' } | { outcome: 'missing' };

/**
 * The display's commands as its day is read: whether one waits that it has not been given yet (the
 * day's long poll then answers at once with `Commands-Waiting`, and the player asks for them with a
 * report), and whether a report would hand any over (those, and one given whose answer was lost).
 * With neither, the day may be kept (services/known-days.ts) and a report need not look again.
 */
export interface DayCommands {
  waiting: boolean;
  toTake: boolean;
}

/**
 * DayCommands as one row of columns `waiting` and `to_take`: a select a day read joins to its first
 * statement (device/services/day-start.ts), so they cost it no round trip of their own.
 */
export function commandsForDaySql(displayId: string, now: Date): SQL {
  return sql`select coalesce(bool_or(delivered_utc is null and created_utc > ${new Date(now.getTime() - COMMAND_DELIVERY_MS).toISOString()}::timestamptz), false) as waiting,
               count(*) > 0 as to_take
        from display_commands where ${toTake(displayId, now)}`;
}

/** The player's answer to one of its display's commands (the first answer stays). */
export async function finishCommand(db: Db, displayId: string, commandId: string, state: 'done' | 'failed', error: string | null, now: Date): Promise<FinishedCommand> {
  const [finished] = await queryRows<FinishedCommandRow>(
    db,
    sql`update display_commands set state = ${state}, finished_utc = ${now.toISOString()}::timestamptz,
          error = ${state === 'failed' ? (error ?? 'Failed') : null}, delivered_utc = coalesce(delivered_utc, ${now.toISOString()}::timestamptz)
        where id = ${commandId}::uuid and display_id = ${displayId}::uuid and state = 'sent'
        returning *`,
  );
  if (finished) return { outcome: 'finished', command: finished };
  // Answered already (a retried answer): still its command, left as first answered.
  const [existing] = await queryRows<{ id: string }>(db, sql`select id from display_commands where id = ${commandId}::uuid and display_id = ${displayId}::uuid`);
  return existing ? { outcome: 'answeredBefore' } : { outcome: 'missing' };
}

/** The data of a command.done webhook: the command as the display page shows it, with its venue and client. */
export function commandDoneData(row: FinishedCommandRow, now: Date): WebhookEventData['command.done'] {
  const { id, displayId, kind, createdUtc, error } = toCommand(row, now);
  // Answered, so never shown as expired: its own state and finish, not toCommand's wider types.
  return { commandId: id, displayId, kind, state: row.state, createdUtc, finishedUtc: new Date(row.finished_utc).toISOString(), error, venueId: row.venue_id, clientId: row.client_id };
}

/** The display's latest commands, newest first. */
export function latestCommands(db: Db, displayId: string, limit = 20): Promise<CommandRow[]> {
  return queryRows<CommandRow>(
    db,
    sql`select * from display_commands where display_id = ${displayId}::uuid order by created_utc desc, id limit ${limit}`,
  );
}
