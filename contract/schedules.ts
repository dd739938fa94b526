import * as z from 'zod';
import { categorySchema, ruleSetKeySchema, zoneSchema } from './compliance.ts';
import { calendarDateSchema, instantSchema } from './instant.ts';
import { openHoursSchema, timeOfDaySchema, weekdays } from './openHours.ts';
import { FREE_NAME_MAX_LENGTH, textSchema } from './text.ts';

/**
 * Playlists, schedule entries, takeovers and timelines (docs/scheduling.md#model). Messages follow those of docs/product.md#validation-messages
 * style ("<Field> is required", "… must …"); the server answers them keyed by payload field.
 */
export const scheduleMessages = {
  playlistNameRequired: 'Playlist name is required',
  playlistItemsRequired: 'At least one item is required',
  itemAssetRequired: 'Layout is required',
  durationInvalid: 'Duration must be a whole number of seconds from 5 to 86400',
  scheduleNameRequired: 'Schedule name is required',
  takeoverNameRequired: 'Takeover name is required',
  targetRequired: 'Choose one display, venue or client',
  contentRequired: 'Choose one layout or playlist',
  daysRequired: 'Choose at least one day',
  daysTooMany: 'Choose each day at most once',
  windowOrDayPart: 'Choose a time window or a day part, not both',
  fromRequired: 'From is required with a time window',
  toRequired: 'To is required with a time window',
  dateInvalid: 'Date must be YYYY-MM-DD',
  lastBeforeFirst: 'Last date must not be before the first date',
  priorityInvalid: 'Priority must be a whole number from -1000 to 1000',
  reachRequired: 'Choose all venues, or at least one client or venue',
  reachTooMany: 'A takeover names at most 1000 clients and 1000 venues; choose all venues instead',
  endRequired: 'End is required',
  endBeforeStart: 'End must be after the start',
  endTooFar: 'A takeover lasts at most 7 days',
  closingNoneOpen: 'Until closing needs a venue it reaches to be open when it starts',
  timelineRange: 'A timeline covers at most 14 days, from before to',
  assetUnknown: 'Layout not found',
  playlistUnknown: 'Playlist not found',
  targetUnknown: 'Display, venue or client not found',
  playlistInUse: 'The playlist is used by a schedule or takeover.',
  neverRuns: 'This entry never runs: the venue has no open hours.',
  neverRunsClosed: 'This entry never runs: the venue is open at all hours.',
  neverRunsClientNoHours: 'This entry never runs: none of the client’s venues has open hours.',
  neverRunsClientAlwaysOpen: 'This entry never runs: every venue of the client is open at all hours.',
  neverRunsDates: 'This entry never runs: none of its days falls between its first and last dates, or they have passed.',
} as const;

export const DURATION_MIN_SECONDS = 5;
export const DURATION_MAX_SECONDS = 86_400;
export const TAKEOVER_MAX_MS = 7 * 24 * 60 * 60 * 1000;
export const TIMELINE_MAX_MS = 14 * 24 * 60 * 60 * 1000;
/** What a device is given at once: the next 7 days (docs/scheduling.md). */
export const DEVICE_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An id a request names (a layout, playlist, display, venue or client). Any text is taken, so that
 * one that names nothing is answered "not found" on its field; read in lower case, the form the
 * database answers with, since the server compares ids in code too (ids parse one way,
 * whatever their case).
 */
const idReference = (params?: Parameters<typeof z.string>[0]) => z.string(params).transform((value) => value.toLowerCase());

// ---- Playlists --------------------------------------------------------------------------------

export const playlistItemSchema = z.object({
  assetId: z
    .string({ error: scheduleMessages.itemAssetRequired })
    .min(1, { error: scheduleMessages.itemAssetRequired })
    .transform((value) => value.toLowerCase()),
  durationSeconds: z
    .number({ error: scheduleMessages.durationInvalid })
    .int({ error: scheduleMessages.durationInvalid })
    .min(DURATION_MIN_SECONDS, { error: scheduleMessages.durationInvalid })
    .max(DURATION_MAX_SECONDS, { error: scheduleMessages.durationInvalid }),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

export const playlistRequestSchema = z.object({
  name: textSchema({ label: 'Playlist name', required: scheduleMessages.playlistNameRequired, max: FREE_NAME_MAX_LENGTH }).min(1, {
    error: scheduleMessages.playlistNameRequired,
  }),
  items: z.array(playlistItemSchema, { error: scheduleMessages.playlistItemsRequired }).min(1, { error: scheduleMessages.playlistItemsRequired }).max(200),
});
export type PlaylistRequest = z.infer<typeof playlistRequestSchema>;

export const playlistSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  items: z.array(z.object({ assetId: z.uuid(), assetName: z.string(), durationSeconds: z.number().int() })),
  /** What its layouts advertise (their own categories and those of layouts placed in them), in the categories' order (docs/compliance.md#the-model). */
  categories: z.array(categorySchema),
  updatedUtc: z.iso.datetime(),
});
export type Playlist = z.infer<typeof playlistSchema>;
export const playlistListSchema = z.object({ items: z.array(playlistSchema), total: z.number().int() });

// ---- Schedule entries -------------------------------------------------------------------------

export const scheduleTargetSchema = z.union(
  [
    z.strictObject({ displayId: idReference() }),
    z.strictObject({ venueId: idReference() }),
    z.strictObject({ clientId: idReference() }),
  ],
  { error: scheduleMessages.targetRequired },
);
export type ScheduleTarget = z.infer<typeof scheduleTargetSchema>;

export const scheduleContentSchema = z.union([z.strictObject({ assetId: idReference() }), z.strictObject({ playlistId: idReference() })], {
  error: scheduleMessages.contentRequired,
});
export type ScheduleContent = z.infer<typeof scheduleContentSchema>;

const dateSchema = calendarDateSchema(scheduleMessages.dateInvalid);

export const dayPartSchema = z.enum(['open', 'closed']);
export type DayPart = z.infer<typeof dayPartSchema>;

export const scheduleRequestSchema = z
  .object({
    name: textSchema({ label: 'Schedule name', required: scheduleMessages.scheduleNameRequired, max: FREE_NAME_MAX_LENGTH }).min(1, {
      error: scheduleMessages.scheduleNameRequired,
    }),
    target: scheduleTargetSchema,
    content: scheduleContentSchema,
    /**
     * A set of weekdays: at most the 7 of a week (a long list of repeats was stored and answered as
     * sent), kept once each in week order, so the app's editor and the server read one rule.
     */
    days: z
      .array(z.enum(weekdays), { error: scheduleMessages.daysRequired })
      .min(1, { error: scheduleMessages.daysRequired })
      .max(weekdays.length, { error: scheduleMessages.daysTooMany })
      .transform((days) => weekdays.filter((day) => days.includes(day))),
    from: timeOfDaySchema.nullable().default(null),
    to: timeOfDaySchema.nullable().default(null),
    dayPart: dayPartSchema.nullable().default(null),
    firstDate: dateSchema.nullable().default(null),
    lastDate: dateSchema.nullable().default(null),
    priority: z
      .number({ error: scheduleMessages.priorityInvalid })
      .int({ error: scheduleMessages.priorityInvalid })
      .min(-1000, { error: scheduleMessages.priorityInvalid })
      .max(1000, { error: scheduleMessages.priorityInvalid })
      .default(0),
  })
  .superRefine((entry, context) => {
    const hasWindow = entry.from !== null || entry.to !== null;
    if (hasWindow && entry.dayPart !== null) context.addIssue({ code: 'custom', path: ['dayPart'], message: scheduleMessages.windowOrDayPart });
    else if (!hasWindow && entry.dayPart === null) context.addIssue({ code: 'custom', path: ['from'], message: scheduleMessages.windowOrDayPart });
    else if (hasWindow) {
      if (entry.from === null) context.addIssue({ code: 'custom', path: ['from'], message: scheduleMessages.fromRequired });
      if (entry.to === null) context.addIssue({ code: 'custom', path: ['to'], message: scheduleMessages.toRequired });
    }
    if (entry.firstDate !== null && entry.lastDate !== null && entry.lastDate < entry.firstDate) {
      context.addIssue({ code: 'custom', path: ['lastDate'], message: scheduleMessages.lastBeforeFirst });
    }
  });
export type ScheduleRequest = z.input<typeof scheduleRequestSchema>;

export const scheduleEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  target: z.union([z.object({ displayId: z.uuid() }), z.object({ venueId: z.uuid() }), z.object({ clientId: z.uuid() })]),
  content: z.union([z.object({ assetId: z.uuid() }), z.object({ playlistId: z.uuid() })]),
  days: z.array(z.enum(weekdays)),
  from: z.string().nullable(),
  to: z.string().nullable(),
  dayPart: dayPartSchema.nullable(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  priority: z.number().int(),
  createdUtc: z.iso.datetime(),
  updatedUtc: z.iso.datetime(),
  /** The layout's or playlist's name: for client users too, who may not list layouts or playlists. */
  contentName: z.string().nullable(),
  /** Why the entry can never run (for example a day part at a venue with no open hours), or null. */
  warning: z.string().nullable(),
  /**
   * The reached screens on which the compliance rules skip the entry now (a zone or rule changed
   * since it was saved, docs/compliance.md#how-the-portal-applies-them): how many, in which zones; null when none.
   */
  skipped: z.object({ screens: z.number().int().min(1), zones: z.array(zoneSchema).min(1) }).nullable(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;
export type SkippedScreens = NonNullable<ScheduleEntry['skipped']>;
export const scheduleListSchema = z.object({ items: z.array(scheduleEntrySchema), total: z.number().int() });
export const scheduleListQuerySchema = z.object({ displayId: z.string().optional(), venueId: z.string().optional(), clientId: z.string().optional() });

// ---- Takeovers --------------------------------------------------------------------------------

/** The most clients, and the most venues, one takeover names (beyond that, all venues is the choice). */
export const MAX_TAKEOVER_TARGETS = 1000;

/**
 * A takeover's clients or venues, each once: a list of 20,000 repeats (what a 1 MB body holds) was
 * checked one query per id, stored, and answered to every banner poll. At most MAX_TAKEOVER_TARGETS
 * different ones, checked on the request (a union member's own check would be answered as the
 * union's message).
 */
const targetIds = () =>
  z
    .array(idReference())
    .transform((ids) => [...new Set(ids)])
    .default([]);

export const takeoverTargetsSchema = z.union(
  [
    z.strictObject({ all: z.literal(true) }),
    z
      .strictObject({ clientIds: targetIds(), venueIds: targetIds() })
      .refine((targets) => targets.clientIds.length + targets.venueIds.length > 0, { error: scheduleMessages.reachRequired }),
  ],
  { error: scheduleMessages.reachRequired },
);
export type TakeoverTargets = z.infer<typeof takeoverTargetsSchema>;

export const takeoverRequestSchema = z
  .object({
    name: textSchema({ label: 'Takeover name', required: scheduleMessages.takeoverNameRequired, max: FREE_NAME_MAX_LENGTH }).min(1, {
      error: scheduleMessages.takeoverNameRequired,
    }),
    targets: takeoverTargetsSchema,
    content: scheduleContentSchema,
    startUtc: instantSchema('Start must be a date and time').optional(),
    /** Required, unless `untilClosing`: then, if given, the latest it may end. */
    endUtc: instantSchema(scheduleMessages.endRequired).optional(),
    /**
     * Ends at each venue it reaches when that venue next closes after the start (its own open hours
     * on its own clock, contract/schedule/closing.ts); a venue closed at the start is not taken over.
     */
    untilClosing: z.boolean().default(false),
  })
  .superRefine((takeover, context) => {
    if (takeover.endUtc === undefined && !takeover.untilClosing) context.addIssue({ code: 'custom', path: ['endUtc'], message: scheduleMessages.endRequired });
    if ('all' in takeover.targets) return;
    for (const field of ['clientIds', 'venueIds'] as const) {
      if (takeover.targets[field].length > MAX_TAKEOVER_TARGETS) context.addIssue({ code: 'custom', path: ['targets', field], message: scheduleMessages.reachTooMany });
    }
  });
export type TakeoverRequest = z.input<typeof takeoverRequestSchema>;

export const takeoverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  targets: z.union([z.object({ all: z.literal(true) }), z.object({ clientIds: z.array(z.uuid()), venueIds: z.array(z.uuid()) })]),
  content: z.union([z.object({ assetId: z.uuid() }), z.object({ playlistId: z.uuid() })]),
  startUtc: z.iso.datetime(),
  /** Its end; "until closing", the latest venue's closing (each venue's own comes sooner). */
  endUtc: z.iso.datetime(),
  /** Set when it was ended early; it then stays in the history. */
  endedUtc: z.iso.datetime().nullable(),
  untilClosing: z.boolean(),
  /** The layout's or playlist's name (client users may not list them). */
  contentName: z.string().nullable(),
  running: z.boolean(),
  createdUtc: z.iso.datetime(),
});
export type Takeover = z.infer<typeof takeoverSchema>;
/** Running ones first (latest started first), then the history, newest first. */
export const takeoverListSchema = z.object({ items: z.array(takeoverSchema), total: z.number().int() });

// ---- Timeline ---------------------------------------------------------------------------------

export const timelineQuerySchema = z.object({
  from: instantSchema('From must be a date and time'),
  to: instantSchema('To must be a date and time'),
});

export const timelineSegmentSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** `mandatory`: a responsible-gambling slot its rule set requires (docs/compliance.md); its id is the rule set's key. */
  source: z.enum(['takeover', 'schedule', 'display', 'mandatory']),
  id: z.union([z.uuid(), ruleSetKeySchema]),
  assetId: z.uuid().nullable(),
  playlistId: z.uuid().nullable(),
  /** The name of the layout or playlist it shows (the display's own layout's included), or null for the idle screen. */
  contentName: z.string().nullable(),
  /**
   * The layout (or one in the playlist) needs approval on this display and has a newer version
   * waiting: the segment plays the approved version (docs/compliance.md#approval). Always sent by
   * the server; optional only so that hand-made examples without it still parse.
   */
  awaitingApproval: z.boolean().optional(),
});
export type TimelineSegmentResponse = z.infer<typeof timelineSegmentSchema>;

/** What plays when, with the venue's zone and open hours (the calendar shades them). */
export const timelineSchema = z.object({ timeZone: z.string(), openHours: openHoursSchema, items: z.array(timelineSegmentSchema) });
export type Timeline = z.infer<typeof timelineSchema>;

/**
 * GET /api/venues/{venueId}/timeline: each of the venue's displays (by label) with its own timeline,
 * all read on the venue's clock and open hours; one answer, so the venue's week is one request.
 * Each names its graphics controller, so displays of two controllers with one label can be told apart.
 */
export const venueTimelineSchema = z.object({
  timeZone: z.string(),
  openHours: openHoursSchema,
  displays: z.array(z.object({ displayId: z.uuid(), label: z.string(), controllerName: z.string(), items: z.array(timelineSegmentSchema) })),
});
export type VenueTimeline = z.infer<typeof venueTimelineSchema>;
