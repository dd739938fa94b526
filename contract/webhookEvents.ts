import * as z from 'zod';
import { commandKindSchema } from './fleet.ts';
import { identityTypeSchema } from './identities.ts';
import { takeoverSchema } from './schedules.ts';
import { WEBHOOK_TEST_EVENT, type webhookEventTypes } from './webhooks.ts';

/**
 * What each webhook event carries in `data` (docs/integrations.md): the one description of it.
 * The server's `emit` takes for each event only its own data type (server/services/webhooks/webhook-delivery.ts),
 * the OpenAPI document's `webhooks` section is made from these schemas, and the webhook tests
 * parse every body they capture with them, so a producer cannot drift from what is documented.
 */

export type WebhookEventName = (typeof webhookEventTypes)[number] | typeof WEBHOOK_TEST_EVENT;

const instant = z.iso.datetime();

/** venue.offline and venue.online: which venue went dark, since when, and (online) when it came back. */
const venueOutageDataSchema = z.object({
  outageId: z.uuid().describe('The outage: the offline and the online event of one outage share it.'),
  occurredUtc: instant.describe('When the event was noticed.'),
  offlineSinceUtc: instant.describe('Since when the venue is dark: its latest controller sighting (or, none ever seen, when its first controller was added).'),
  backOnlineUtc: instant.nullable().describe('When it was seen again; null in venue.offline.'),
  venue: z.object({
    id: z.uuid(),
    name: z.string(),
    gmv: z.string(),
    clientId: z.uuid(),
    clientName: z.string(),
    timeZone: z.string().describe('The venue’s IANA time zone, e.g. Australia/Sydney.'),
    url: z.url().describe('The venue’s page in the portal.'),
  }),
  controllers: z.array(z.object({ id: z.uuid(), name: z.string(), lastSeenUtc: instant.nullable() })).describe('The venue’s graphics controllers.'),
});

/** display.offline and display.online. */
const displayDataSchema = z.object({
  displayId: z.uuid(),
  label: z.string(),
  graphicsControllerId: z.uuid(),
  lastSeenUtc: instant.nullable().describe('When its graphics controller was last seen.'),
  venue: z.object({ id: z.uuid(), name: z.string() }),
  client: z.object({ id: z.uuid(), name: z.string() }),
  url: z.url().describe('The display’s page in the portal (Screens).'),
});

const invitationAcceptedDataSchema = z.object({
  invitationId: z.uuid(),
  identity: z
    .object({ id: z.uuid(), name: z.string(), email: z.string(), identityType: identityTypeSchema, clientId: z.uuid().nullable() })
    .describe('The person who signed up: an admin (clientId null) or a user of one client.'),
  acceptedUtc: instant,
});

/** takeover.started and takeover.ended: the takeover as the Takeovers page shows it. */
const takeoverDataSchema = z.object({
  takeoverId: z.uuid(),
  name: z.string(),
  targets: takeoverSchema.shape.targets.describe('Every display (`all`), or the displays of these clients and venues.'),
  content: takeoverSchema.shape.content.describe('The layout (`assetId`) or playlist shown.'),
  startUtc: instant,
  endUtc: instant.describe('Its planned end.'),
  endedUtc: instant.nullable().describe('Set when an admin ended it before its end.'),
});

/** command.done: the command as the display's page shows it, with its venue and client. */
const commandDoneDataSchema = z.object({
  commandId: z.uuid(),
  displayId: z.uuid(),
  kind: commandKindSchema,
  state: z.enum(['done', 'failed']).describe('The player’s answer.'),
  createdUtc: instant,
  finishedUtc: instant,
  error: z.string().nullable().describe('Why it failed; null when done.'),
  venueId: z.uuid(),
  clientId: z.uuid(),
});

/** data-source.stale and data-source.fresh (docs/live-data.md). */
const dataSourceDataSchema = z.object({
  dataSourceId: z.uuid(),
  name: z.string(),
  clientId: z.uuid().nullable().describe('The client whose source it is; null: shared by every client.'),
  kind: z.enum(['push', 'pull']),
  staleAfterSeconds: z.number().int(),
  staleKeys: z.array(z.string()).describe('The fields with no value, or one older than staleAfterSeconds (empty in data-source.fresh).'),
  lastError: z.string().nullable().describe('Pull: why the last fetch failed; null after a success, and for push sources.'),
  occurredUtc: instant,
});

const webhookTestDataSchema = z.object({ endpointId: z.uuid().describe('The endpoint the test was sent to.') });

export interface WebhookEventDefinition {
  /** A line for the reference. */
  summary: string;
  /** When it is sent. */
  sent: string;
  data: z.ZodType;
}

export const webhookEvents = {
  'venue.offline': {
    summary: 'A venue’s screens are offline',
    sent: 'When none of a venue’s graphics controllers has been seen for the alert delay (the server’s ALERT_AFTER_MINUTES, 15 by default), during the venue’s open hours (at once, or when it opens still dark); once per outage, with the outage mail.',
    data: venueOutageDataSchema,
  },
  'venue.online': {
    summary: 'A venue’s screens are back online',
    sent: 'When a venue announced by venue.offline is seen again; once per outage, with the recovery mail.',
    data: venueOutageDataSchema,
  },
  'display.offline': {
    summary: 'A display is offline',
    sent: 'When the graphics controller of a display has not been seen for the alert delay (the server’s ALERT_AFTER_MINUTES, 15 by default), during its venue’s open hours (at once, or when the venue opens still dark); once until it is seen again. A display whose controller was never seen is not announced.',
    data: displayDataSchema,
  },
  'display.online': {
    summary: 'A display is back online',
    sent: 'When a display announced by display.offline is seen again.',
    data: displayDataSchema,
  },
  'invitation.accepted': {
    summary: 'An invitation was accepted',
    sent: 'When an invited person signs up.',
    data: invitationAcceptedDataSchema,
  },
  'takeover.started': {
    summary: 'A takeover started',
    sent: 'When a takeover starts: with the request that starts it now, else when its start time comes. A takeover ended before its start is never announced.',
    data: takeoverDataSchema,
  },
  'takeover.ended': {
    summary: 'A takeover ended',
    sent: 'When a started takeover ends: an admin ends it, or its end time comes.',
    data: takeoverDataSchema,
  },
  'command.done': {
    summary: 'A display command was carried out or failed',
    sent: 'With the player’s first answer to a display command (reload, identify, …), done or failed; once per command. A command never picked up is not announced.',
    data: commandDoneDataSchema,
  },
  'data-source.stale': {
    summary: 'A data source went stale',
    sent: 'When a field of a data source has had no value for longer than its staleAfterSeconds (players then draw the fallback text); once until it is fresh again.',
    data: dataSourceDataSchema,
  },
  'data-source.fresh': {
    summary: 'A stale data source is fresh again',
    sent: 'When every field of a data source announced by data-source.stale has a value within its limit again.',
    data: dataSourceDataSchema,
  },
  [WEBHOOK_TEST_EVENT]: {
    summary: 'Test event',
    sent: 'When an admin presses “Send test event” on the endpoint’s delivery log; sent to that endpoint only, whatever it subscribes to.',
    data: webhookTestDataSchema,
  },
} as const satisfies Record<WebhookEventName, WebhookEventDefinition>;

/** Each event's `data`, by event name (what `emit` takes for it). */
export type WebhookEventData = { [T in WebhookEventName]: z.output<(typeof webhookEvents)[T]['data']> };

/** The body a receiver gets for event `T`: `{ type, timestamp, data }` (Standard Webhooks' payload structure). */
export type WebhookPayload<T extends WebhookEventName = WebhookEventName> = {
  [K in T]: { type: K; timestamp: string; data: WebhookEventData[K] };
}[T];

export const webhookEventNames = Object.keys(webhookEvents) as WebhookEventName[];

export function isWebhookEventName(value: unknown): value is WebhookEventName {
  return typeof value === 'string' && Object.hasOwn(webhookEvents, value);
}

/** The schema of event `type`'s whole body (its envelope with its data). */
export function webhookPayloadSchema(type: WebhookEventName) {
  return z.object({
    type: z.literal(type),
    timestamp: instant.describe('When the event happened (ISO 8601, UTC).'),
    data: webhookEvents[type].data,
  });
}
