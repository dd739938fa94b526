import { sql, type SQL } from 'drizzle-orm';
import type { OpenHours, Weekday } from '../../../contract/openHours.ts';
import { scheduleMessages, TIMELINE_MAX_MS, type ScheduleEntry, type SkippedScreens, type Takeover } from '../../../contract/schedules.ts';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';
import { resolveTimeline } from '../../../contract/schedule/resolveTimeline.ts';
import type { Jurisdiction, Zone } from '../../../contract/compliance.ts';
import type { ResolverCompliance, ResolverEntry, ResolverTakeover, TargetLevel, TimelineSegment } from '../../../contract/schedule/timeline.ts';
import type { Db } from '../../db/database.ts';
import { validationProblem } from '../../http/http-problem.ts';
import { ruleSetsByKey } from '../compliance/compliance-rules.ts';
import { contentOf, displayCompliance } from '../compliance/display-compliance.ts';
import { openHoursFromRow, venueOpenHoursJson, type OpenHoursRow } from '../venues/open-hours-rows.ts';
import { scopeKey, scopeSql, type Scope } from '../../access/scope.ts';
import { isUuid, queryPrepared, queryRows } from '../sql-rows.ts';

/** The client an entry belongs to, whatever its target: what a client user's scope filters on. */
export const entryClientIdSql = sql`coalesce(
  e.client_id,
  (select v.client_id from venues v where v.id = e.venue_id),
  (select v.client_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id
     join venues v on v.id = g.venue_id where d.id = e.display_id))`;

/** The venue of a venue's or a display's schedule entry (null for a client-wide one). */
const entryVenueIdSql = sql`coalesce(
  e.venue_id,
  (select g.venue_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where d.id = e.display_id))`;

/**
 * The entries (alias e) the scope may read: a client-wide entry within its client, a venue's or
 * a display's within the venues of a venue-limited scope (docs/permissions.md#scope-which-records).
 */
export function entryScopeSql(scope: Scope): SQL {
  return sql`((e.client_id is not null and ${scopeSql(scope, entryClientIdSql, null)})
    or (e.client_id is null and ${scopeSql(scope, entryClientIdSql, entryVenueIdSql)}))`;
}

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

/**
 * The name of what an entry (alias e) or takeover (alias t) shows: whoever may read it may read that
 * name, though only admins list layouts and playlists.
 */
const contentNameOf = (alias: 'e' | 't' | 'takeovers') =>
  sql`coalesce((select a.name from assets a where a.id = ${sql.raw(alias)}.asset_id), (select p.name from playlists p where p.id = ${sql.raw(alias)}.playlist_id))`;

export const entryColumns = sql`e.id, e.name, e.display_id, e.venue_id, e.client_id, e.asset_id, e.playlist_id, e.days,
  e.from_time, e.to_time, e.day_part, e.first_date::text as first_date, e.last_date::text as last_date, e.priority,
  e.created_utc, e.updated_utc, ${contentNameOf('e')} as content_name`;

/** A takeover row (alias t) with the name of what it shows. */
export const takeoverColumns = sql`t.*, ${contentNameOf('t')} as content_name`;
/** The same, returned by an insert into takeovers. */
export const takeoverReturning = sql`*, ${contentNameOf('takeovers')} as content_name`;

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

/** A display with what resolving its day needs: its venue and client, zone, open hours and own layout. */
export interface DisplayContext {
  displayId: string;
  venueId: string;
  clientId: string;
  displayAssetId: string | null;
  timeZone: string;
  openHours: OpenHours;
  /** Where the screen hangs and its venue's jurisdiction: what its compliance guard reads (docs/compliance.md). */
  zone: Zone;
  jurisdiction: Jurisdiction | null;
}

/** The display's context if the scope may see it (a linked controller on a venue of a visible client), else null. */
export async function findDisplayContext(db: Db, scope: Scope, displayId: string): Promise<DisplayContext | null> {
  if (!isUuid(displayId)) return null;
  const [row] = await queryPrepared<{
    display_id: string;
    venue_id: string;
    client_id: string;
    asset_id: string | null;
    time_zone: string;
    open_hours: OpenHoursRow;
    zone: Zone;
    jurisdiction: Jurisdiction | null;
  }>(
    db,
    `display_context_${scopeKey(scope)}_zoned`,
    sql`select d.id as display_id, v.id as venue_id, v.client_id, d.asset_id, r.time_zone, d.zone, r.jurisdiction,
          ${venueOpenHoursJson} as open_hours
        from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        join regions r on r.id = v.region_id
        where d.id = ${displayId}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}`,
  );
  if (!row) return null;
  return {
    displayId: row.display_id,
    venueId: row.venue_id,
    clientId: row.client_id,
    displayAssetId: row.asset_id,
    timeZone: usableTimeZone(row.time_zone),
    openHours: openHoursFromRow(row.open_hours),
    zone: row.zone,
    jurisdiction: row.jurisdiction,
  };
}

/** Every entry that can apply to the display: on it, its venue or its client. */
export function entriesForDisplay(db: Db, context: DisplayContext): Promise<EntryRow[]> {
  return queryPrepared<EntryRow>(
    db,
    'entries_for_display',
    sql`select ${entryColumns} from schedule_entries e
        where e.display_id = ${context.displayId}::uuid or e.venue_id = ${context.venueId}::uuid or e.client_id = ${context.clientId}::uuid`,
  );
}

/** Takeovers that reach the venue and overlap [fromMs − 7 days, toMs): the resolver's lookback sees them. */
export function takeoversForDisplay(db: Db, context: Pick<DisplayContext, 'venueId' | 'clientId'>, fromMs: number, toMs: number): Promise<TakeoverRow[]> {
  // Not a named statement: `select *` would break in a process that prepared it when a migration adds a column.
  return queryRows<TakeoverRow>(
    db,
    sql`select * from takeovers t
        where (t.all_targets or ${context.clientId}::uuid = any(t.client_ids) or ${context.venueId}::uuid = any(t.venue_ids))
          and t.start_utc < ${new Date(toMs).toISOString()}::timestamptz
          and least(t.end_utc, coalesce(t.ended_utc, 'infinity')) > ${new Date(fromMs - 8 * 86_400_000).toISOString()}::timestamptz`,
  );
}

/** A timeline request's span in milliseconds; 400 on `to` when it is empty or longer than 14 days. */
export function timelineSpanOf(query: { from: string; to: string }): { fromMs: number; toMs: number } {
  const fromMs = Date.parse(query.from);
  const toMs = Date.parse(query.to);
  if (toMs <= fromMs || toMs - fromMs > TIMELINE_MAX_MS) throw validationProblem({ to: [scheduleMessages.timelineRange] });
  return { fromMs, toMs };
}

/** One display's timeline over [fromMs, toMs) from the one resolver, given the entries and takeovers that can reach it. */
export function resolveDisplay(
  context: DisplayContext,
  entries: readonly EntryRow[],
  takeovers: readonly TakeoverRow[],
  fromMs: number,
  toMs: number,
  compliance?: ResolverCompliance,
) {
  return resolveTimeline({
    compliance,
    displayId: context.displayId,
    displayAssetId: context.displayAssetId,
    timeZone: context.timeZone,
    openHours: context.openHours,
    entries: entries.map(toResolverEntry),
    takeovers: takeovers.map(toResolverTakeover),
    fromMs,
    toMs,
  });
}

/** The timeline of one display over [fromMs, toMs), from the one resolver. */
export async function displayTimeline(db: Db, context: DisplayContext, fromMs: number, toMs: number) {
  const [entries, takeoverRows, rules] = await Promise.all([entriesForDisplay(db, context), takeoversForDisplay(db, context, fromMs, toMs), ruleSetsByKey(db)]);
  const compliance = await displayCompliance(db, context, contentOf(context.displayAssetId, [...entries.map(toResolverEntry), ...takeoverRows.map(toResolverTakeover)]), rules);
  return resolveDisplay(context, entries, takeoverRows, fromMs, toMs, compliance);
}

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

/** A venue's clock and hours, as an entry's warning reads them. */
export interface VenueHours {
  timeZone: string;
  openHours: OpenHours;
}

/** Whether the entry, resolved alone over the two weeks from its first date (or now), wins a minute at the venue. */
function runsAt(row: EntryRow, venue: VenueHours, now: Date): boolean {
  const startMs = Math.max(now.getTime(), row.first_date ? Date.parse(`${row.first_date}T00:00:00Z`) - 86_400_000 : 0);
  const segments = resolveTimeline({
    displayId: row.id,
    displayAssetId: null,
    timeZone: venue.timeZone,
    openHours: venue.openHours,
    entries: [toResolverEntry(row)],
    takeovers: [],
    fromMs: startMs,
    toMs: startMs + 15 * 86_400_000,
  });
  return segments.some((segment) => segment.source === 'schedule');
}

/**
 * Why an entry can never run, or null. An entry on a venue (or one display's venue) is read at that
 * venue; a client's entry at each of the client's venues (their distinct zones and hours), and warns
 * only when it runs at none of them. A client without venues reaches nothing yet: no warning.
 */
export function neverRunsWarning(row: EntryRow, venues: readonly VenueHours[], now: Date): string | null {
  if (venues.length === 0 || venues.some((venue) => runsAt(row, venue, now))) return null;
  const clientWide = row.client_id !== null;
  if (row.day_part === 'open') return clientWide ? scheduleMessages.neverRunsClientNoHours : scheduleMessages.neverRuns;
  if (row.day_part === 'closed') return clientWide ? scheduleMessages.neverRunsClientAlwaysOpen : scheduleMessages.neverRunsClosed;
  return scheduleMessages.neverRunsDates;
}

/**
 * The zones and open hours an entry meets: its venue's (directly or through its display), or for a
 * client's entry each distinct pair among the client's venues (many venues share a few).
 */
export async function entryVenues(db: Db, row: EntryRow): Promise<VenueHours[]> {
  const rows = await queryRows<{ time_zone: string; open_hours: OpenHoursRow }>(
    db,
    row.client_id !== null
      ? sql`select distinct r.time_zone, (select to_jsonb(h) - 'venue_id' - 'updated_utc' from venue_open_hours h where h.venue_id = v.id) as open_hours
            from venues v join regions r on r.id = v.region_id
            where v.client_id = ${row.client_id}::uuid`
      : sql`select r.time_zone, ${venueOpenHoursJson} as open_hours
            from venues v join regions r on r.id = v.region_id
            where v.id = coalesce(${row.venue_id}::uuid,
              (select g.venue_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where d.id = ${row.display_id}::uuid))`,
  );
  return rows.map((venue) => ({ timeZone: usableTimeZone(venue.time_zone), openHours: openHoursFromRow(venue.open_hours) }));
}
