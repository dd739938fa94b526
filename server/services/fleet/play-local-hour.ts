import { sql, type SQL } from 'drizzle-orm';

/**
 * Which hour of its venue's clock a play counts in: the rollup files it there and a
 * report counts the plays not rolled yet the same way, so the two always agree. Migration 0028
 * spells the same expressions out for the rows rolled before it.
 *
 * PostgreSQL's `at time zone` with the region's IANA zone does the conversion (PGlite carries the
 * same zone data), so daylight saving and half-hour zones are its business, not ours.
 */

/** The display's venue zone, from the join displays d → graphics_controllers g → venues v → regions r; UTC with no venue. */
export const venueTimeZone = sql`coalesce(r.time_zone, 'UTC')`;

/** The joins `venueTimeZone` reads, from a display `d` (left joins: a controller may have no venue). */
export const venueTimeZoneJoins = sql`join graphics_controllers g on g.id = d.graphics_controller_id
  left join venues v on v.id = g.venue_id
  left join regions r on r.id = v.region_id`;

/** The wall-clock start of the venue-local hour the instant `at` falls in (a timestamp without zone). */
export function localHourOf(at: SQL, timeZone: SQL): SQL {
  return sql`date_trunc('hour', ${at} at time zone ${timeZone})`;
}

/**
 * The instant that local hour began: `at` less its local minutes and seconds past the hour. Not
 * the wall-clock hour turned back into an instant: on the day clocks go back, 02:00 names two
 * instants and PostgreSQL would pick one of them for plays of both.
 */
export function localHourStartOf(at: SQL, timeZone: SQL): SQL {
  return sql`${at} - ((${at} at time zone ${timeZone}) - date_trunc('hour', ${at} at time zone ${timeZone}))`;
}
