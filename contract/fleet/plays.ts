import * as z from 'zod';
import { calendarDateSchema, instantSchema } from '../instant.ts';

/**
 * Proof of play (docs/device-protocol.md#plays): the plays a player uploads, and the reports people read.
 * A play is one stretch of a layout on a display: its id (made by the player, so uploads are
 * idempotent), when it started and how many whole seconds it was shown.
 */

export const playMessages = {
  playsRequired: 'Send at least one play',
  playsTooMany: 'Send at most 500 plays at once',
  idInvalid: 'Must be an id',
  startedInvalid: 'Start must be a date and time (ISO 8601)',
  secondsInvalid: 'Seconds must be a whole number from 0 to 604800',
  staleFallbackInvalid: 'Stale fallback must be true or false',
  fromInvalid: 'From must be a date (YYYY-MM-DD)',
  toInvalid: 'To must be a date (YYYY-MM-DD)',
  toBeforeFrom: 'To must be on or after From',
  rangeTooLong: 'Choose at most 400 days, or 31 days per hour',
  groupByInvalid: 'Group by must be client, venue, display or layout',
  intervalInvalid: 'Interval must be day or hour',
} as const;

/** The most plays one upload may carry; a player with more sends several. */
export const MAX_PLAYS_PER_UPLOAD = 500;
/** A week: a longer play is a player's clock gone wrong, not a layout shown. */
export const MAX_PLAY_SECONDS = 7 * 24 * 60 * 60;

const id = z.uuid({ error: playMessages.idInvalid });

export const playSchema = z.object({
  id,
  displayId: id,
  /** The layout shown (a GROUP or DISPLAY asset). */
  assetId: id,
  /** The playlist it was shown from, if any. */
  playlistId: id.nullable().optional(),
  startedUtc: instantSchema(playMessages.startedInvalid),
  seconds: z
    .number({ error: playMessages.secondsInvalid })
    .int({ error: playMessages.secondsInvalid })
    .min(0, { error: playMessages.secondsInvalid })
    .max(MAX_PLAY_SECONDS, { error: playMessages.secondsInvalid }),
  /**
   * True when, during the play, a live value of the layout was past its limit, so its widget drew
   * the fallback text instead of the figure (docs/live-data.md#proof-of-play). Absent: false (players
   * before this field, and layouts without live values).
   */
  staleFallback: z.boolean({ error: playMessages.staleFallbackInvalid }).optional(),
});
export type Play = z.infer<typeof playSchema>;

/** POST /api/graphicscontroller/self/plays */
export const playUploadRequestSchema = z.object({
  plays: z
    .array(playSchema, { error: playMessages.playsRequired })
    .min(1, { error: playMessages.playsRequired })
    .max(MAX_PLAYS_PER_UPLOAD, { error: playMessages.playsTooMany }),
});
export type PlayUploadRequest = z.infer<typeof playUploadRequestSchema>;

/**
 * The upload's answer. Every play sent is settled: stored now (`accepted`), stored before
 * (`duplicates`: an upload sent again), or `refused` (its display is not this device's, or no
 * longer exists: it never will be accepted, so the player drops it too).
 */
export const playUploadAnswerSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  refused: z.array(z.uuid()),
});
export type PlayUploadAnswer = z.infer<typeof playUploadAnswerSchema>;

export const reportGroupings = ['client', 'venue', 'display', 'layout'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];
export const reportIntervals = ['day', 'hour'] as const;
export type ReportInterval = (typeof reportIntervals)[number];

/** Longest range of a report per day, and per hour (each row a bucket: the answer stays small). */
export const MAX_REPORT_DAYS = 400;
export const MAX_HOURLY_REPORT_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included (calendar dates YYYY-MM-DD). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * GET /api/reports/plays (and /plays.csv): plays from the first day `from` to the last day `to`
 * (both included), grouped and bucketed per day or hour, optionally filtered. Days and hours are
 * each venue's local time (its region's zone): a play counts in the date and hour its venue's
 * clock read when it started, and `from` and `to` are such local dates.
 */
export const playReportQuerySchema = z
  .object({
    from: calendarDateSchema(playMessages.fromInvalid),
    to: calendarDateSchema(playMessages.toInvalid),
    groupBy: z.enum(reportGroupings, { error: playMessages.groupByInvalid }).default('display'),
    interval: z.enum(reportIntervals, { error: playMessages.intervalInvalid }).default('day'),
    clientId: id.optional(),
    venueId: id.optional(),
    displayId: id.optional(),
    assetId: id.optional(),
  })
  .superRefine((query, ctx) => {
    const days = reportDays(query.from, query.to);
    if (days < 1) ctx.addIssue({ code: 'custom', message: playMessages.toBeforeFrom, path: ['to'] });
    else if (days > (query.interval === 'hour' ? MAX_HOURLY_REPORT_DAYS : MAX_REPORT_DAYS)) {
      ctx.addIssue({ code: 'custom', message: playMessages.rangeTooLong, path: ['to'] });
    }
  });
export type PlayReportQuery = z.infer<typeof playReportQuerySchema>;
export type PlayReportFilter = z.input<typeof playReportQuerySchema>;

export const playReportRowSchema = z.object({
  /** The id of the client, venue, display or layout the row counts. */
  key: z.uuid(),
  /** Its name (a display: "Venue – Label"); null for a layout deleted since. */
  name: z.string().nullable(),
  /** The venue-local date of the day or hour (YYYY-MM-DD). */
  localDate: z.iso.date(),
  /**
   * The venue-local hour ("HH:mm", on the hour) of an hourly report; null per day. Venues of
   * several zones add their own same-named hours; on the day clocks go back, "02:00" counts both.
   */
  localHour: z.string().regex(/^([01]\d|2[0-3]):00$/).nullable(),
  plays: z.number().int(),
  seconds: z.number().int(),
  /** Of those plays, how many drew a live value's fallback text because the value was stale. */
  staleFallbackPlays: z.number().int(),
});
export type PlayReportRow = z.infer<typeof playReportRowSchema>;

/** Rows by local date, hour, then name; `truncated` when the report had more rows than an answer holds. */
export const playReportSchema = z.object({
  rows: z.array(playReportRowSchema),
  truncated: z.boolean(),
});
export type PlayReport = z.infer<typeof playReportSchema>;
