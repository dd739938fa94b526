import * as z from 'zod';

/** How far back the venue page's uptime figure looks (docs/decisions.md#venues-and-alerts). */
export const UPTIME_WINDOW_DAYS = 7;

/** One outage of the alert job, as the uptime answer lists it. */
export const venueOutageSchema = z.object({
  /** The venue's last sighting before it went dark. */
  startedUtc: z.iso.datetime(),
  /** First sighting again (or its last controller unlinked); null while it lasts. */
  endedUtc: z.iso.datetime().nullable(),
  /** Whether the outage mail went out (it did only during open hours). */
  notified: z.boolean(),
});
export type VenueOutage = z.infer<typeof venueOutageSchema>;

/**
 * GET /api/venues/{venueId}/uptime: the share of the venue's open hours in the last 7 days (since
 * its first controller, if later) during which its screens were not in an outage. Closed hours do
 * not count either way: a screen switched off at night is not downtime.
 */
export const venueUptimeSchema = z.object({
  fromUtc: z.iso.datetime(),
  toUtc: z.iso.datetime(),
  /** 0–100 with one decimal; null when the venue has no controllers or was not open in the window. */
  uptimePercent: z.number().min(0).max(100).nullable(),
  /** Open time in the window, and the part of it in outages, in minutes. */
  openMinutes: z.number().int().nonnegative(),
  offlineMinutes: z.number().int().nonnegative(),
  /** Outages overlapping the window, newest first. */
  outages: z.array(venueOutageSchema),
});
export type VenueUptime = z.infer<typeof venueUptimeSchema>;
