import { sql } from 'drizzle-orm';
import { holdsVenueSql } from '../../access/scope.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';
import { venueOpenHoursJson, type OpenHoursRow } from './open-hours-rows.ts';

/**
 * The outage rows of the alert job (docs/decisions.md#venues-and-alerts): opened when a venue with controllers has had none
 * seen since the cutoff, closed when one is seen again or the last one is unlinked. Each statement
 * is safe when several API processes run it at once: the partial unique index lets one open row
 * per venue exist, and closing is a conditional update.
 */

/** A venue's controllers summed up: when the latest was seen (null: never) and the earliest linked. */
const controllerSightings = sql`
  select venue_id, max(last_seen_utc) as last_seen_utc, min(created_utc) as first_created_utc
  from graphics_controllers
  where venue_id is not null
  group by venue_id`;

/** Opens an outage for each venue newly in alert; answers how many were opened. */
export async function openOutages(db: Db, now: Date, cutoff: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into venue_outages (venue_id, started_utc, detected_utc)
        select s.venue_id, coalesce(s.last_seen_utc, s.first_created_utc), ${now.toISOString()}::timestamptz
        from (${controllerSightings}) s
        where coalesce(s.last_seen_utc < ${cutoff.toISOString()}::timestamptz, true)
        on conflict (venue_id) where ended_utc is null do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * Closes the open outages of venues seen again since the cutoff (ended at that first sighting) and
 * of venues left without controllers (ended now, as 'unlinked': nobody is told it came back).
 */
export async function closeOutages(db: Db, now: Date, cutoff: Date): Promise<number> {
  const seen = await queryRows<{ id: string }>(
    db,
    sql`update venue_outages o set ended_utc = greatest(s.last_seen_utc, o.started_utc), end_reason = 'seen'
        from (${controllerSightings}) s
        where o.ended_utc is null and s.venue_id = o.venue_id
          and s.last_seen_utc >= ${cutoff.toISOString()}::timestamptz
        returning o.id`,
  );
  const unlinked = await queryRows<{ id: string }>(
    db,
    sql`update venue_outages o set ended_utc = ${now.toISOString()}::timestamptz, end_reason = 'unlinked'
        where o.ended_utc is null
          and not exists (select 1 from graphics_controllers g where g.venue_id = o.venue_id)
        returning o.id`,
  );
  return seen.length + unlinked.length;
}

/** An outage to tell people about, with what the mail and the webhook say. */
export interface OutageNotice {
  outageId: string;
  startedUtc: Date;
  endedUtc: Date | null;
  venue: { id: string; name: string; gmv: string; clientId: string; clientName: string; timeZone: string };
  openHours: OpenHoursRow;
}

interface NoticeRow {
  outage_id: string;
  started_utc: Date | string;
  ended_utc: Date | string | null;
  venue_id: string;
  venue_name: string;
  gmv: string;
  client_id: string;
  client_name: string;
  time_zone: string;
  open_hours: OpenHoursRow;
}

const toNotice = (row: NoticeRow): OutageNotice => ({
  outageId: row.outage_id,
  startedUtc: new Date(row.started_utc),
  endedUtc: row.ended_utc === null ? null : new Date(row.ended_utc),
  venue: {
    id: row.venue_id,
    name: row.venue_name,
    gmv: row.gmv,
    clientId: row.client_id,
    clientName: row.client_name,
    timeZone: row.time_zone,
  },
  openHours: row.open_hours,
});

const noticeColumns = sql`
  o.id as outage_id, o.started_utc, o.ended_utc, v.id as venue_id, v.name as venue_name, v.gmv,
  c.id as client_id, c.name as client_name, r.time_zone,
  ${venueOpenHoursJson} as open_hours`;

const noticeJoins = sql`
  join venues v on v.id = o.venue_id
  join clients c on c.id = v.client_id
  join regions r on r.id = v.region_id`;

/** Open outages nobody was told of yet (the job mails those whose venue is open now). */
export async function unannouncedOutages(db: Db): Promise<OutageNotice[]> {
  const rows = await queryRows<NoticeRow>(
    db,
    sql`select ${noticeColumns} from venue_outages o ${noticeJoins}
        where o.ended_utc is null and o.outage_notified_utc is null
        order by o.started_utc`,
  );
  return rows.map(toNotice);
}

/** Ended outages whose outage mail went out and whose recovery mail has not. */
export async function unannouncedRecoveries(db: Db): Promise<OutageNotice[]> {
  const rows = await queryRows<NoticeRow>(
    db,
    sql`select ${noticeColumns} from venue_outages o ${noticeJoins}
        where o.end_reason = 'seen' and o.outage_notified_utc is not null and o.recovery_notified_utc is null
        order by o.ended_utc`,
  );
  return rows.map(toNotice);
}

/**
 * Claims the right to announce an outage (or its recovery): true for exactly one caller. Claimed
 * before sending, so a crash between the two loses one notice rather than sending it twice.
 */
export async function claimNotice(db: Db, outageId: string, kind: 'outage' | 'recovery', now: Date): Promise<boolean> {
  const column = sql.raw(kind === 'outage' ? 'outage_notified_utc' : 'recovery_notified_utc');
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update venue_outages set ${column} = ${now.toISOString()}::timestamptz
        where id = ${outageId} and ${column} is null
        returning id`,
  );
  return rows.length === 1;
}

/** The venue's controllers as the notices list them: name and last sighting. */
export async function venueControllersForNotice(
  db: Db,
  venueId: string,
): Promise<{ id: string; name: string; lastSeenUtc: Date | null }[]> {
  const rows = await queryRows<{ id: string; name: string; last_seen_utc: Date | string | null }>(
    db,
    sql`select id, name, last_seen_utc from graphics_controllers where venue_id = ${venueId} order by name, id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, lastSeenUtc: row.last_seen_utc === null ? null : new Date(row.last_seen_utc) }));
}

/**
 * Who hears of a venue's outage: every admin, and the users of its client whose scope holds the
 * venue (a venue-manager only of its own venues: docs/permissions.md#scope-which-records).
 */
export async function alertRecipients(db: Db, venue: { id: string; clientId: string }): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`select email from identities
        where identity_type = 'Admin'
           or (identity_type = 'ClientIdentity' and client_id = ${venue.clientId} and ${holdsVenueSql(venue.id)})
        order by email`,
  );
  return rows.map((row) => row.email);
}
