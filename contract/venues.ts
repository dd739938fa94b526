import * as z from 'zod';
import { deviceStatusSchema } from './deviceStatus.ts';
import { messages } from './messages.ts';
import { pageSchema, pagingQuerySchema } from './paging.ts';
import { textSchema } from './text.ts';

export const VENUE_NAME_MIN_LENGTH = 2;
export const VENUE_NAME_MAX_LENGTH = 30;
export const GMV_MIN_LENGTH = 2;
export const GMV_MAX_LENGTH = 30;

/** Title of the 409 answer when a GMV (ignoring case) belongs to another venue (docs/decisions.md#venues-and-alerts). */
export const GMV_TAKEN_TITLE = 'This GMV is already in use by another venue.';

/** The lastSeenUtc of a venue without graphics controllers (docs/decisions.md#venues-and-alerts). */
export const NEVER_SEEN_UTC = '1970-01-01T00:00:00.000Z';

const name = (tooShort: string, tooLong: string) =>
  textSchema({ label: 'Name', required: tooShort, max: VENUE_NAME_MAX_LENGTH, tooLong }).min(VENUE_NAME_MIN_LENGTH, {
    error: tooShort,
  });

/** Required first ("Please enter a GMV."), then 2 to 30 characters. */
const gmv = textSchema({ label: 'GMV', required: messages.gmvRequired, max: GMV_MAX_LENGTH, tooLong: messages.gmvTooLong })
  .min(1, { error: messages.gmvRequired, abort: true })
  .min(GMV_MIN_LENGTH, { error: messages.gmvTooShort });

/** An id chosen from a list: nothing chosen says so; anything but a UUID is the product’s "Invalid … id". */
const chosenId = (notChosen: string, invalid: string) =>
  z.string({ error: notChosen }).min(1, { error: notChosen, abort: true }).pipe(z.uuid({ error: invalid }));

const regionId = chosenId(messages.regionNotChosen, messages.invalidRegionId);

/** POST /api/venues (docs/product.md#validation-messages, Venue create). */
export const createVenueRequestSchema = z.object({
  clientId: chosenId(messages.clientNotChosen, messages.invalidClientId),
  regionId,
  name: name(messages.venueNameTooShort, messages.venueNameTooLong),
  gmv,
});
export type CreateVenueRequest = z.infer<typeof createVenueRequestSchema>;

export const createVenueResponseSchema = z.object({ id: z.uuid(), clientId: z.uuid() });
export type CreateVenueResponse = z.infer<typeof createVenueResponseSchema>;

/** PUT /api/venues/{venueId} (docs/product.md#validation-messages, Venue details); venueId repeats the address's id. */
export const updateVenueRequestSchema = z.object({
  venueId: z.uuid({ error: messages.venueIdMismatch }),
  regionId,
  name: name(messages.nameTooShort, messages.nameTooLong),
  gmv,
});
export type UpdateVenueRequest = z.infer<typeof updateVenueRequestSchema>;

/** A venue (docs/product.md#entities) as every venue list and GET /api/venues/{venueId} answer it. */
export const venueSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  regionId: z.uuid(),
  regionName: z.string(),
  name: z.string(),
  gmv: z.string(),
  /** File name under /public/venues/{id}/logo/, or null. */
  logo: z.string().nullable(),
  /** Has graphics controllers and none was seen within ALERT_AFTER_MINUTES. */
  inAlert: z.boolean(),
  /** ISO time the venue's controllers were last seen; NEVER_SEEN_UTC without controllers. */
  lastSeenUtc: z.iso.datetime(),
  /** From its latest controller sighting: online, stale or offline (= inAlert); null without controllers. */
  status: deviceStatusSchema.nullable(),
});
export type Venue = z.infer<typeof venueSchema>;

/** GET /api/venues and GET /api/clients/{clientId}/venues: sorted by client name, then name. */
export const venuePageSchema = pageSchema(venueSchema);

/**
 * The venues list's orders: by client then name (the product’s order, the default), by name,
 * or by last seen, longest ago first (never-seen controllers first, venues without any last), so
 * the screens that went quiet earliest lead.
 */
export const VENUE_SORTS = ['client', 'name', 'lastSeen'] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];

export const VENUE_SORT_INVALID = 'Sort by client, name or lastSeen.';
export const IN_ALERT_INVALID = 'inAlert is true or false.';

/** GET /api/venues: the order, and filters "in alert" and one client, with the usual paging. */
export const venueListFilterSchema = z.object({
  sort: z.enum(VENUE_SORTS, { error: VENUE_SORT_INVALID }).default('client'),
  inAlert: z
    .enum(['true', 'false'], { error: IN_ALERT_INVALID })
    .transform((value) => value === 'true')
    .optional(),
  clientId: z.uuid({ error: 'Must be an id.' }).optional(),
});
export const venueListQuerySchema = z.intersection(pagingQuerySchema, venueListFilterSchema);
export type VenueListQuery = z.infer<typeof venueListQuerySchema>;
export type VenueListFilter = z.input<typeof venueListFilterSchema>;
export type VenuePage = z.infer<typeof venuePageSchema>;
