import { sql } from 'drizzle-orm';
import type { TimelineSegment } from '../../../contract/schedule/timeline.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';

/** The names of the layouts and playlists segments show, by id (one read for a whole venue's week). */
export async function segmentContentNames(db: Db, segments: readonly TimelineSegment[]): Promise<Map<string, string>> {
  const ids = [...new Set(segments.flatMap((segment) => [segment.assetId, segment.playlistId]).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from assets where id = any(${`{${ids.join(',')}}`}::uuid[])
        union all select id, name from playlists where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Segments as the API answers them: instants in ISO 8601, with the name of what each shows and
 * whether a newer version of it awaits approval (`awaiting`: layout and playlist ids, docs/compliance.md#approval).
 */
export function timelineItems(segments: readonly TimelineSegment[], names: ReadonlyMap<string, string>, awaiting: ReadonlySet<string> = new Set()) {
  return segments.map((segment) => ({
    ...segment,
    start: new Date(segment.start).toISOString(),
    end: new Date(segment.end).toISOString(),
    contentName: names.get(segment.assetId ?? segment.playlistId ?? '') ?? null,
    awaitingApproval: awaiting.has(segment.assetId ?? segment.playlistId ?? ''),
  }));
}
