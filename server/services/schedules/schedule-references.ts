import { sql } from 'drizzle-orm';
import { scheduleMessages, type ScheduleContent, type ScheduleTarget } from '../../../contract/schedules.ts';
import type { Db } from '../../db/database.ts';
import { validationProblem } from '../../http/http-problem.ts';
import { isUuid, queryRows } from '../sql-rows.ts';

/** Which of `ids` are layouts (GROUP or DISPLAY assets). */
export async function existingLayouts(db: Db, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from assets where id = any(${`{${valid.join(',')}}`}::uuid[]) and type in ('GROUP', 'DISPLAY')`,
  );
  return new Set(rows.map((row) => row.id));
}

async function exists(db: Db, table: 'playlists' | 'displays' | 'venues' | 'clients', id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await queryRows<{ id: string }>(db, sql`select id from ${sql.identifier(table)} where id = ${id}::uuid`);
  return rows.length > 0;
}

/** 400 on the content's field unless it names a layout or a playlist that exists. */
export async function checkContent(db: Db, content: ScheduleContent): Promise<void> {
  if ('assetId' in content) {
    if (!(await existingLayouts(db, [content.assetId])).has(content.assetId)) {
      throw validationProblem({ 'content.assetId': [scheduleMessages.assetUnknown] });
    }
  } else if (!(await exists(db, 'playlists', content.playlistId))) {
    throw validationProblem({ 'content.playlistId': [scheduleMessages.playlistUnknown] });
  }
}

/** 400 on the target unless its display, venue or client exists. */
export async function checkTarget(db: Db, target: ScheduleTarget): Promise<void> {
  const [table, id] =
    'displayId' in target ? (['displays', target.displayId] as const) : 'venueId' in target ? (['venues', target.venueId] as const) : (['clients', target.clientId] as const);
  if (!(await exists(db, table, id))) throw validationProblem({ target: [scheduleMessages.targetUnknown] });
}

/** 400 unless every client and venue a takeover names exists: one query for each kind, however many it names. */
export async function checkTakeoverReach(db: Db, clientIds: string[], venueIds: string[]): Promise<void> {
  for (const [table, ids, field] of [
    ['clients', clientIds, 'targets.clientIds'],
    ['venues', venueIds, 'targets.venueIds'],
  ] as const) {
    if (ids.length === 0) continue;
    if (!ids.every(isUuid)) throw validationProblem({ [field]: [scheduleMessages.targetUnknown] });
    const found = await queryRows<{ id: string }>(db, sql`select id from ${sql.identifier(table)} where id = any(${`{${ids.join(',')}}`}::uuid[])`);
    if (found.length < new Set(ids).size) throw validationProblem({ [field]: [scheduleMessages.targetUnknown] });
  }
}
