import * as z from 'zod';

/** A venue named on the home page: enough to say which and link to it. */
export const homeVenueSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  name: z.string(),
  clientName: z.string(),
});
export type HomeVenue = z.infer<typeof homeVenueSchema>;

/** A graphics controller (or one of its displays) named on the home page, with where it lives. */
export const homeControllerSchema = z.object({
  clientId: z.uuid(),
  venueId: z.uuid(),
  graphicsControllerId: z.uuid(),
});
export const homeDisplaySchema = homeControllerSchema.extend({ displayId: z.uuid() });
export type HomeController = z.infer<typeof homeControllerSchema>;
export type HomeDisplay = z.infer<typeof homeDisplaySchema>;

/** How many venues in alert the home page names; the rest are behind "the filtered list". */
export const HOME_ALERT_NAMES = 5;

/**
 * GET /api/home (a welcoming first run): what the signed-in person's first steps have
 * reached, each the first record that proves a step done (null: not yet), and the venues in alert
 * by name. Everything is within the person's scope: a client user sees only its own client's.
 */
export const homeSummarySchema = z.object({
  checklist: z.object({
    /** A client exists (for a client user: its own). */
    client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** A venue exists. */
    venue: homeVenueSchema.nullable(),
    /** A venue has open hours saved. */
    venueWithOpenHours: homeVenueSchema.nullable(),
    /** A graphics controller is linked to a venue. */
    controller: homeControllerSchema.nullable(),
    /** A display has a layout with at least one placement. */
    designedDisplay: homeDisplaySchema.nullable(),
    /** Such a display's controller is online: the screen is playing it. */
    playingDisplay: homeDisplaySchema.nullable(),
  }),
  venuesInAlert: z.object({
    /** The first HOME_ALERT_NAMES of them, by client name then name. */
    items: z.array(homeVenueSchema),
    total: z.number().int().min(0),
  }),
  /**
   * Displays that do not show what their timeline says (offline, an old layout, failed media:
   * contract/fleet/outOfDate.ts), linked to /screens filtered to them.
   */
  screensOutOfDate: z.number().int().min(0),
  /**
   * The compliance report of `date` (the day before today's UTC date): how many displays ran short of
   * their responsible-gambling seconds, linked to /compliance of that day
   * (docs/compliance.md#the-compliance-report).
   */
  screensShort: z.object({ date: z.iso.date(), count: z.number().int().min(0) }),
  /** Displays of linked controllers whose zone nobody has set (treated as the strictest), linked to /screens?zone=unassigned. */
  screensUnzoned: z.number().int().min(0),
  /**
   * Live data sources that are stale while a screen of an open venue shows them (their fallback text
   * is on screen instead of the figure), by name, linked to /data-sources
   * (docs/live-data.md#the-home-page-alert).
   */
  staleDataSources: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
