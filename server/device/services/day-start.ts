import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { controllerDisplayRow, type DisplayRow } from '../../services/assets/display-assets.ts';
import { commandsForDaySql, type DayCommands } from '../../services/fleet/commands.ts';
import { contextColumns, contextOf, type ContextRow, type DisplayContext } from '../../services/schedules/display-context.ts';
import { isUuid, queryPrepared } from '../../services/sql-rows.ts';

/** What a display's day read starts from: the display, its venue's context and its commands. */
export interface DayStart {
  display: DisplayRow;
  context: DisplayContext;
  commands: DayCommands;
}

/**
 * A controller's own display (as findControllerDisplay reads it), its context (as
 * findDisplayContext) and its commands (as commandsForDay), in one statement: every day read
 * starts here, and each statement is a round trip of the API's CPU (bench:fleet). Null when the
 * display is not the controller's, or its controller is on no venue.
 */
export async function readDayStart(db: Db, controllerId: string, displayId: string, now: Date): Promise<DayStart | null> {
  if (!isUuid(displayId)) return null;
  // The time cut to whole milliseconds, as findControllerDisplay has it.
  const [row] = await queryPrepared<
    ContextRow & { graphics_controller_id: string; label: string; width: number; height: number; updated_ms: number; waiting: boolean; to_take: boolean }
  >(
    db,
    'day_start',
    sql`select ${contextColumns}, d.graphics_controller_id, d.label, d.width, d.height,
          round(extract(epoch from date_trunc('milliseconds', d.updated_utc)) * 1000)::float8 as updated_ms, c.waiting, c.to_take
        from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        join regions r on r.id = v.region_id
        cross join lateral (${commandsForDaySql(displayId, now)}) c
        where d.id = ${displayId}::uuid and d.graphics_controller_id = ${controllerId}::uuid`,
  );
  if (!row) return null;
  const display = controllerDisplayRow({ ...row, id: row.display_id });
  return { display, context: contextOf(row), commands: { waiting: row.waiting === true, toTake: row.to_take === true } };
}
