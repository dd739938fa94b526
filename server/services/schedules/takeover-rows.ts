import { sql } from 'drizzle-orm';
import type { Takeover } from '../../../contract/schedules.ts';
import type { ResolverTakeover } from '../../../contract/schedule/timeline.ts';
import { contentNameOf } from './content-name-sql.ts';

/** A takeover as `takeoverColumns` reads it (alias t). */
export interface TakeoverRow {
  id: string;
  name: string;
  all_targets: boolean;
  client_ids: string[];
  venue_ids: string[];
  asset_id: string | null;
  playlist_id: string | null;
  start_utc: string | Date;
  end_utc: string | Date;
  ended_utc: string | Date | null;
  until_closing: boolean;
  content_name?: string | null;
  started_notified_utc?: string | Date | null;
  ended_notified_utc?: string | Date | null;
  created_utc: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** A takeover row (alias t) with the name of what it shows. */
export const takeoverColumns = sql`t.*, ${contentNameOf('t')} as content_name`;
/** The same, returned by an insert into takeovers. */
export const takeoverReturning = sql`*, ${contentNameOf('takeovers')} as content_name`;

/** When a takeover stops: its end, or when it was ended early. */
const effectiveEnd = (row: TakeoverRow) => Math.min(new Date(row.end_utc).getTime(), row.ended_utc ? new Date(row.ended_utc).getTime() : Infinity);

export function toTakeover(row: TakeoverRow, now: Date): Takeover {
  const start = new Date(row.start_utc).getTime();
  return {
    id: row.id,
    name: row.name,
    targets: row.all_targets ? { all: true } : { clientIds: row.client_ids, venueIds: row.venue_ids },
    content: row.asset_id ? { assetId: row.asset_id } : { playlistId: row.playlist_id! },
    startUtc: iso(row.start_utc),
    endUtc: iso(row.end_utc),
    endedUtc: row.ended_utc ? iso(row.ended_utc) : null,
    untilClosing: row.until_closing,
    contentName: row.content_name ?? null,
    running: start <= now.getTime() && now.getTime() < effectiveEnd(row),
    createdUtc: iso(row.created_utc),
  };
}

export function toResolverTakeover(row: TakeoverRow): ResolverTakeover {
  return {
    id: row.id,
    assetId: row.asset_id,
    playlistId: row.playlist_id,
    startMs: new Date(row.start_utc).getTime(),
    endMs: effectiveEnd(row),
    createdMs: new Date(row.created_utc).getTime(),
    untilClosing: row.until_closing,
  };
}
