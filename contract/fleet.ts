import * as z from 'zod';
import { zoneSchema } from './compliance.ts';
import { deviceStatuses, deviceStatusSchema } from './deviceStatus.ts';
import { screenshotRefSchema } from './fleetScreenshots.ts';
import { instantSchema } from './instant.ts';
import { outOfDateReasons } from './fleet/outOfDate.ts';
import { pageSchema, pagingQuerySchema } from './paging.ts';
import { textSchema } from './text.ts';

/**
 * The fleet (docs/device-protocol.md#plays): what each display reports with its
 * heartbeat, the commands people send to displays, and the fleet list and display status pages.
 */

export const fleetMessages = {
  versionRequired: 'Player version is required',
  sinceInvalid: 'Since must be a date and time (ISO 8601)',
  cacheBytesInvalid: 'Cache use must be a whole number of bytes',
  playsDroppedInvalid: 'Plays dropped must be a whole number of plays',
  errorRequired: 'Media error message is required',
  kindInvalid: 'Command must be reload, redownload, identify or screenshot',
  displaysRequired: 'Choose at least one display',
  displaysTooMany: 'Send a command to at most 500 displays at once',
  targetRequired: 'Choose displays or a venue',
  stateInvalid: 'State must be done or failed',
  idInvalid: 'Must be an id',
  outOfDateInvalid: 'Out of date must be true or false',
  statusInvalid: 'Status must be online, stale or offline',
  inAlertInvalid: 'In alert must be true or false',
  sortInvalid: 'Sort by display, venue, client, region or lastSeen',
  directionInvalid: 'Direction must be asc or desc',
  searchInvalid: 'Search must be text of at most 100 characters',
} as const;

/** The most a report's dropped plays can say (the column is an integer); years of a 5 s rotation stay far below it. */
export const MAX_PLAYS_DROPPED = 2_147_483_647;

const isoDateTime = instantSchema(fleetMessages.sinceInvalid);
const id = z.uuid({ error: fleetMessages.idInvalid });

/** What the display shows: a layout (asset) or a playlist, the version the player has, since when. */
export const shownSchema = z.object({
  assetId: id.nullable(),
  playlistId: id.nullable(),
  /** The version tag of what the player plays (the ETag of its layout or day); null when unknown. */
  version: textSchema({ label: 'Version', required: 'Version must be text', max: 100 }).nullable(),
  sinceUtc: isoDateTime,
});
export type Shown = z.infer<typeof shownSchema>;

/** POST /api/graphicscontroller/self/displays/{displayId}/report: sent with every heartbeat. */
export const displayReportRequestSchema = z.object({
  shown: shownSchema,
  playerVersion: textSchema({ label: 'Player version', required: fleetMessages.versionRequired, max: 64 }).min(1, { error: fleetMessages.versionRequired }),
  cacheBytes: z.number({ error: fleetMessages.cacheBytesInvalid }).int({ error: fleetMessages.cacheBytesInvalid }).min(0, { error: fleetMessages.cacheBytesInvalid }).max(Number.MAX_SAFE_INTEGER, { error: fleetMessages.cacheBytesInvalid }),
  lastMediaError: z
    .object({
      message: textSchema({ label: 'Media error message', required: fleetMessages.errorRequired, max: 500 }).min(1, { error: fleetMessages.errorRequired }),
      atUtc: isoDateTime,
    })
    .nullable(),
  /**
   * How many plays of this display the player's offline queue has dropped beyond its cap
   * (player/fleet/playQueueCap.ts), counted since its queue began: a running total, never a count
   * since the last report, so a report sent twice or late can neither add nor lose plays. Optional:
   * a player of an older build sends none, and the count kept stays.
   */
  playsDropped: z
    .number({ error: fleetMessages.playsDroppedInvalid })
    .int({ error: fleetMessages.playsDroppedInvalid })
    .min(0, { error: fleetMessages.playsDroppedInvalid })
    .max(MAX_PLAYS_DROPPED, { error: fleetMessages.playsDroppedInvalid })
    .optional(),
});
export type DisplayReportRequest = z.infer<typeof displayReportRequestSchema>;

/**
 * Reload the player, drop and re-download its media, show the display's and venue's names for 10 s,
 * take a screenshot now (and upload it before answering).
 */
export const commandKinds = ['reload', 'redownload', 'identify', 'screenshot'] as const;
export const commandKindSchema = z.enum(commandKinds, { error: fleetMessages.kindInvalid });
export type CommandKind = z.infer<typeof commandKindSchema>;

/** sent: waiting for or delivered to the player; done or failed: as the player answered. */
export const commandStates = ['sent', 'done', 'failed'] as const;
export const commandStateSchema = z.enum(commandStates);
export type CommandState = z.infer<typeof commandStateSchema>;

/** A command as the player receives it. */
export const deviceCommandSchema = z.object({ id: z.uuid(), kind: commandKindSchema });
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

/**
 * The report's answer: the commands waiting for this display (each delivered once, then
 * acknowledged), and how often its client wants a screenshot (minutes; 0: only when asked).
 */
export const displayReportAnswerSchema = z.object({ commands: z.array(deviceCommandSchema), screenshotIntervalMinutes: z.number().int() });
export type DisplayReportAnswer = z.infer<typeof displayReportAnswerSchema>;

/** POST /api/graphicscontroller/self/displays/{displayId}/commands/{commandId}: the player's answer. */
export const commandAckRequestSchema = z.object({
  state: z.enum(['done', 'failed'], { error: fleetMessages.stateInvalid }),
  error: textSchema({ label: 'Error', required: 'Error must be text', max: 500 }).nullable().optional(),
});
export type CommandAckRequest = z.infer<typeof commandAckRequestSchema>;

/** POST /api/fleet/commands: one command to chosen displays, or to every display of a venue. */
export const sendCommandRequestSchema = z.object({
  kind: commandKindSchema,
  target: z.union(
    [
      z.object({
        displayIds: z
          .array(id, { error: fleetMessages.displaysRequired })
          .min(1, { error: fleetMessages.displaysRequired })
          .max(500, { error: fleetMessages.displaysTooMany }),
      }),
      z.object({ venueId: id }),
    ],
    { error: fleetMessages.targetRequired },
  ),
});
export type SendCommandRequest = z.infer<typeof sendCommandRequestSchema>;

export const commandSchema = z.object({
  id: z.uuid(),
  displayId: z.uuid(),
  kind: commandKindSchema,
  state: commandStateSchema,
  createdUtc: z.iso.datetime(),
  /** When the player received it; null while it waits. */
  deliveredUtc: z.iso.datetime().nullable(),
  /** When the player answered done or failed. */
  finishedUtc: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type Command = z.infer<typeof commandSchema>;
export const sendCommandAnswerSchema = z.object({ items: z.array(commandSchema), total: z.number().int() });

export const outOfDateReasonSchema = z.enum(outOfDateReasons);

/** One row of the fleet page. */
export const fleetDisplaySchema = z.object({
  id: z.uuid(),
  label: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  venueId: z.uuid(),
  venueName: z.string(),
  graphicsControllerId: z.uuid(),
  /** Where the screen can be seen from (docs/compliance.md); `unassigned` is shown as a warning. */
  zone: zoneSchema,
  status: deviceStatusSchema,
  lastSeenUtc: z.iso.datetime().nullable(),
  /** What the player said it shows, with the name of the layout or playlist; null before any report. */
  shown: z
    .object({
      assetId: z.uuid().nullable(),
      playlistId: z.uuid().nullable(),
      name: z.string().nullable(),
      version: z.string().nullable(),
      sinceUtc: z.iso.datetime(),
    })
    .nullable(),
  reportedUtc: z.iso.datetime().nullable(),
  playerVersion: z.string().nullable(),
  outOfDate: outOfDateReasonSchema.nullable(),
  regionId: z.uuid(),
  regionName: z.string(),
  /** The display's venue is in alert (none of its controllers seen for ALERT_AFTER_MINUTES). */
  venueInAlert: z.boolean(),
  /**
   * Share of the last 7 days (or since the display first reported, when later) its controller was
   * seen, in percent with one decimal; a silence longer than ALERT_AFTER_MINUTES counts as down
   * from the last sighting. Null for a display younger than a minute.
   */
  uptimePercent: z.number().nullable(),
  /** The display's latest screenshot (its id is the image's address); null before any. */
  latestScreenshot: screenshotRefSchema.nullable(),
  /**
   * A layout this display's week can show needs approval here and has a newer version waiting
   * (docs/compliance.md#approval): the screen plays the approved one meanwhile. Always sent by the
   * server; optional only so that hand-made examples without it still parse.
   */
  awaitingApproval: z.boolean().optional(),
});
export type FleetDisplay = z.infer<typeof fleetDisplaySchema>;

/** The fleet list's orders (whitelisted: each is one SQL expression, ties broken by id). */
export const FLEET_SORTS = ['display', 'venue', 'client', 'region', 'lastSeen'] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];
export const FLEET_DIRECTIONS = ['asc', 'desc'] as const;
export type FleetDirection = (typeof FLEET_DIRECTIONS)[number];
export const FLEET_SEARCH_MAX = 100;

const trueOrFalse = (message: string) => z.enum(['true', 'false'], { error: message }).optional();

/**
 * `?status=&outOfDate=&clientId=&regionId=&venueId=&inAlert=&zone=&q=&sort=&direction=&offset=&limit=`:
 * every filter optional; `q` matches the display's label, the venue's and the client's name
 * (case-insensitive, `%` and `_` taken literally).
 */
export const fleetListFilterSchema = z.object({
  clientId: id.optional(),
  outOfDate: trueOrFalse(fleetMessages.outOfDateInvalid),
  status: z.enum(deviceStatuses, { error: fleetMessages.statusInvalid }).optional(),
  regionId: id.optional(),
  venueId: id.optional(),
  inAlert: trueOrFalse(fleetMessages.inAlertInvalid),
  zone: zoneSchema.optional(),
  q: textSchema({ label: 'Search', required: fleetMessages.searchInvalid, max: FLEET_SEARCH_MAX, tooLong: fleetMessages.searchInvalid }).optional(),
  sort: z.enum(FLEET_SORTS, { error: fleetMessages.sortInvalid }).default('client'),
  direction: z.enum(FLEET_DIRECTIONS, { error: fleetMessages.directionInvalid }).default('asc'),
});
export const fleetListQuerySchema = z.intersection(pagingQuerySchema, fleetListFilterSchema);
export type FleetListQuery = z.infer<typeof fleetListQuerySchema>;
export const fleetListSchema = pageSchema(fleetDisplaySchema);
export type FleetList = z.infer<typeof fleetListSchema>;

/** GET /api/fleet/displays/{displayId}: the row, the player's details and the latest commands. */
export const fleetDisplayDetailSchema = fleetDisplaySchema.extend({
  cacheBytes: z.number().int().nullable(),
  /**
   * Plays the player dropped from its offline queue beyond its cap, never uploaded: the display's
   * reports count that many plays too few. The highest running total any report said; 0 before any.
   */
  playsDropped: z.number().int(),
  lastMediaError: z.object({ message: z.string(), atUtc: z.iso.datetime() }).nullable(),
  commands: z.array(commandSchema),
  /** The client's screenshot interval in minutes (0: only when asked), to tell a fresh screenshot from an old one. */
  screenshotIntervalMinutes: z.number().int(),
});
export type FleetDisplayDetail = z.infer<typeof fleetDisplayDetailSchema>;
