import { sql } from 'drizzle-orm';
import type { Weekday } from '../../../contract/openHours.ts';
import type { ScheduleEntry, SkippedScreens } from '../../../contract/schedules.ts';
import type { ResolverEntry, TargetLevel } from '../../../contract/schedule/timeline.ts';
import { contentNameOf } from './content-name-sql.ts';

/** A schedule entry as `entryColumns` reads it (alias e). */
export interface EntryRow {
  id: string;
  name: string;
  display_id: string | null;
  venue_id: string | null;
  client_id: string | null;
  asset_id: string | null;
  playlist_id: string | null;
  days: Weekday[];
  from_time: string | null;
  to_time: string | null;
  day_part: 'open' | 'closed' | null;
  first_date: string | null;
  last_date: string | null;
  priority: number;
  created_utc: string | Date;
  updated_utc: string | Date;
  content_name?: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** An entry's columns (alias e) with the name of what it shows: an `EntryRow`. */
export const entryColumns = sql`e.id, e.name, e.display_id, e.venue_id, e.client_id, e.asset_id, e.playlist_id, e.days,
  e.from_time, e.to_time, e.day_part, e.first_date::text as first_date, e.last_date::text as last_date, e.priority,
  e.created_utc, e.updated_utc, ${contentNameOf('e')} as content_name`;

export function toScheduleEntry(row: EntryRow, warning: string | null, skipped: SkippedScreens | null): ScheduleEntry {
  return {
    id: row.id,
    name: row.name,
    target: row.display_id ? { displayId: row.display_id } : row.venue_id ? { venueId: row.venue_id } : { clientId: row.client_id! },
    content: row.asset_id ? { assetId: row.asset_id } : { playlistId: row.playlist_id! },
    days: row.days,
    from: row.from_time,
    to: row.to_time,
    dayPart: row.day_part,
    firstDate: row.first_date,
    lastDate: row.last_date,
    priority: row.priority,
    createdUtc: iso(row.created_utc),
    updatedUtc: iso(row.updated_utc),
    contentName: row.content_name ?? null,
    warning,
    skipped,
  };
}

export function toResolverEntry(row: EntryRow): ResolverEntry {
  const targetLevel: TargetLevel = row.display_id ? 'display' : row.venue_id ? 'venue' : 'client';
  return {
    id: row.id,
    targetLevel,
    assetId: row.asset_id,
    playlistId: row.playlist_id,
    days: row.days,
    from: row.from_time,
    to: row.to_time,
    dayPart: row.day_part,
    firstDate: row.first_date,
    lastDate: row.last_date,
    priority: row.priority,
    createdMs: new Date(row.created_utc).getTime(),
  };
}
