import * as z from 'zod';
import { categorySchema, ruleSetKeySchema, zoneSchema } from './compliance.ts';
import { ruleSetSchema } from './complianceRules.ts';
import { layoutTreeSchema } from './layout/tree.ts';
import { MAX_LONG_POLL_SECONDS } from './longPoll.ts';
import { openHoursSchema, weekdays } from './openHours.ts';

/**
 * GET /api/graphicscontroller/self/displays/{displayId}/day (docs/device-protocol.md#day): everything a
 * player needs to resolve its display's next 7 days by itself, offline, with the shared resolver
 * (contract/schedule): the entries and takeovers that can apply, the playlists, every layout that
 * can appear as a tree (media addresses inside), the venue's zone and open hours, and the server's
 * time for correcting its clock. Sent with an ETag (the version tag): a player asks again with
 * If-None-Match and gets 304 until something changes.
 */
const resolverEntrySchema = z.object({
  id: z.uuid(),
  targetLevel: z.enum(['display', 'venue', 'client']),
  assetId: z.uuid().nullable(),
  playlistId: z.uuid().nullable(),
  days: z.array(z.enum(weekdays)).readonly(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  dayPart: z.enum(['open', 'closed']).nullable(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  priority: z.number().int(),
  createdMs: z.number(),
});

const resolverTakeoverSchema = z.object({
  id: z.uuid(),
  assetId: z.uuid().nullable(),
  playlistId: z.uuid().nullable(),
  startMs: z.number(),
  endMs: z.number(),
  createdMs: z.number(),
  /** Ends at this display's venue's own next closing (the resolver works it out); absent from older servers. */
  untilClosing: z.boolean().optional(),
});

const resolverComplianceSchema = z.object({
  zone: zoneSchema,
  ruleSetKey: ruleSetKeySchema,
  rules: ruleSetSchema,
  contentCategories: z.record(z.string(), z.array(categorySchema).readonly()),
  mandatoryAssetId: z.uuid().nullable(),
  /** Layouts (and playlists of only such layouts) with no approved version to play here (docs/compliance.md#approval); absent from older servers. */
  unapproved: z.array(z.uuid()).readonly().optional(),
});

const waitInvalid = `Wait must be a whole number of seconds from 0 to ${MAX_LONG_POLL_SECONDS}`;

/** `?waitSeconds=`: how long an unchanged answer may wait for a change (a long poll), 0 to MAX_LONG_POLL_SECONDS. */
export const deviceDayQuerySchema = z.object({
  waitSeconds: z.coerce
    .number({ error: waitInvalid })
    .int({ error: waitInvalid })
    .min(0, { error: waitInvalid })
    .max(MAX_LONG_POLL_SECONDS, { error: waitInvalid })
    .default(0),
});

export const deviceDaySchema = z.object({
  displayId: z.uuid(),
  /** The display's own layout, played when no entry runs; null: the idle screen. */
  displayAssetId: z.uuid().nullable(),
  timeZone: z.string(),
  openHours: openHoursSchema,
  entries: z.array(resolverEntrySchema),
  takeovers: z.array(resolverTakeoverSchema),
  playlists: z.record(z.string(), z.array(z.object({ assetId: z.uuid(), durationSeconds: z.number().int() }))),
  /** Every layout the week can show, by asset id, sized to the display. */
  layouts: z.record(z.string(), layoutTreeSchema),
  /** The display's compliance guard (docs/compliance.md): the player's resolver applies it as the server's does; absent from older servers. */
  compliance: resolverComplianceSchema.optional(),
  /** The server's clock when it answered. */
  serverTimeUtc: z.iso.datetime(),
  /** The answer covers [validFromUtc, validToUtc): a player asks again before its end. */
  validFromUtc: z.iso.datetime(),
  validToUtc: z.iso.datetime(),
  /** The version tag, as in the ETag header. */
  version: z.string(),
});
export type DeviceDay = z.infer<typeof deviceDaySchema>;
