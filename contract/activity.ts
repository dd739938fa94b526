import * as z from 'zod';
import { instantSchema } from './instant.ts';
import { pagingQuerySchema } from './paging.ts';

/** What an audit record may be about (docs/decisions.md#audit-records): the entity types the server records. */
export const activityEntityTypes = [
  'identity',
  'session',
  'invitation',
  'client',
  'venue',
  'openHours',
  'revealSettings',
  'revealMedia',
  'graphicsController',
  'display',
  'displayCommand',
  'asset',
  'assetFile',
  'theme',
  'playlist',
  'scheduleEntry',
  'takeover',
  'webhook',
  'twoFactor',
  'securitySettings',
  'region',
  'complianceRules',
  'dataSource',
  'approvalSettings',
] as const;
export type ActivityEntityType = (typeof activityEntityTypes)[number];

/** At most this many entity ids in one filter (a display's History asks for it and its layout). */
export const MAX_ACTIVITY_ENTITY_IDS = 5;

const uuid = z.uuid({ error: 'Must be an id.' });
const instant = instantSchema('Must be a date and time (ISO 8601).');

/** GET /api/activity filters (docs/decisions.md#audit-records), all optional, with the usual paging. */
export const activityFilterSchema = z.object({
  entityType: z.enum(activityEntityTypes, { error: 'Unknown entity type.' }).optional(),
  /** One id, or several separated by commas. */
  entityId: z
    .string()
    .transform((value) => value.split(',').filter((id) => id !== ''))
    .pipe(z.array(uuid).min(1).max(MAX_ACTIVITY_ENTITY_IDS))
    .optional(),
  identityId: uuid.optional(),
  clientId: uuid.optional(),
  venueId: uuid.optional(),
  from: instant.optional(),
  to: instant.optional(),
  /**
   * `true`: changes to the portal's records only, without sign-ins, sign-outs and failed sign-ins
   * (session records): home's Recent changes, which every sign-in would otherwise fill.
   */
  changesOnly: z
    .enum(['true', 'false'], { error: 'changesOnly is true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

export const activityQuerySchema = z.intersection(pagingQuerySchema, activityFilterSchema);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const activityRecordSchema = z.object({
  id: z.string(),
  occurredUtc: z.string(),
  actor: z.object({ kind: z.string(), id: z.string().nullable(), name: z.string().nullable() }),
  address: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  clientId: z.string().nullable(),
  venueId: z.string().nullable(),
  action: z.string(),
  /** Changed fields only, by field name; secrets show "hidden", never their value. */
  changes: z.record(z.string(), activityChangeSchema),
  /**
   * A command sent to a screen: the player's answer, folded into the record of its sending (the
   * player's own writes are not listed apart). Absent on every other record.
   */
  answer: z
    .object({ state: z.enum(['sent', 'done', 'failed']), error: z.string().nullable() })
    .optional(),
  /**
   * The names of the things the record mentions by id (what, where, ids among its changes), so it
   * reads as names, never ids. Something deleted since has none: its own records carry its name.
   */
  names: z.record(z.string(), z.string()).optional(),
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

/** The count stops here: past it the list says "more than" (counting a million rows costs more than the page). */
export const ACTIVITY_TOTAL_CAP = 10_000;

export const activityPageSchema = z.object({
  items: z.array(activityRecordSchema),
  /** Exact up to ACTIVITY_TOTAL_CAP; `totalCapped` when there are more. */
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
