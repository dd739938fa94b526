import * as z from 'zod';
import { textSchema } from './text.ts';

/**
 * Webhooks (docs/integrations.md): what an endpoint is, which events exist, and when a
 * failed delivery is tried again. Shared by the server and the admin screens.
 */

/** Events an endpoint may subscribe to; dotted lower case, as in a delivery's `type`. */
export const webhookEventTypes = [
  'venue.offline',
  'venue.online',
  'display.offline',
  'display.online',
  'invitation.accepted',
  'takeover.started',
  'takeover.ended',
  'command.done',
  'data-source.stale',
  'data-source.fresh',
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Sent by "Send test event"; never subscribed to, always delivered to the endpoint it tests. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

// The body a receiver gets, `{ type, timestamp, data }`, and each event's data: contract/webhookEvents.ts.

/** A receiver must answer within this; else the try failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Waits before tries 2 to 7 of a delivery (Standard Webhooks' suggested schedule); after the last it is failed. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];

/** An endpoint whose deliveries have all failed for this long is turned off (and the admins mailed). */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

/** The wait before the next try after try `attempt` (1-based) failed, or null when none is left. */
export function webhookRetryDelayMs(attempt: number): number | null {
  return WEBHOOK_RETRY_DELAYS_MS[attempt - 1] ?? null;
}

export const webhookMessages = {
  urlRequired: 'URL is required.',
  urlInvalid: 'Enter a web address starting with http:// or https://.',
  urlPrivate: 'This address is in a private, loopback or link-local range.',
  urlUnresolved: 'This host name could not be found.',
  eventsRequired: 'Choose at least one event.',
  descriptionTooLong: 'Description must not be longer than 200 characters.',
};

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/**
 * An http(s) address, answered and stored as the URL standard writes it (`new URL(…).href`: the
 * scheme and host in lower case, the default port dropped, dots resolved, spaces and non-ASCII
 * percent-encoded), so one endpoint has one spelling. Control and bidirectional characters are
 * refused anywhere in it, as in every text field: the URL parser would quietly drop a tab or
 * line break and keep a NUL, which PostgreSQL refuses to store. Where it points (private ranges)
 * is the server's check, after DNS.
 */
export const webhookUrlSchema = textSchema({ label: 'URL', required: webhookMessages.urlRequired, max: WEBHOOK_URL_MAX_LENGTH, tooLong: webhookMessages.urlInvalid })
  .min(1, webhookMessages.urlRequired)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  }, webhookMessages.urlInvalid)
  .transform((value) => new URL(value).href);

/** The body of POST and PUT /api/webhooks. */
export const webhookEndpointRequestSchema = z.object({
  url: webhookUrlSchema,
  description: textSchema({ label: 'Description', required: 'Description must be text.', max: 200, tooLong: webhookMessages.descriptionTooLong }).optional().default(''),
  events: z
    .array(z.enum(webhookEventTypes), { error: webhookMessages.eventsRequired })
    .min(1, webhookMessages.eventsRequired)
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean().optional().default(true),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequestSchema>;

/** An endpoint as the admin screens see it (never its secret, but in the answer to POST). */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** Since when every try has failed; null while deliveries succeed. */
  failingSinceUtc: z.iso.datetime().nullable(),
  createdUtc: z.iso.datetime(),
  updatedUtc: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.array(webhookEndpointSchema);

/** POST /api/webhooks: the only answer that holds the secret (`whsec_…`). */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookDeliveryStates = ['pending', 'succeeded', 'failed'] as const;

/** A delivery's tries listed with it, newest first; `attempt` still counts them all. */
export const WEBHOOK_LISTED_ATTEMPTS = 50;

/** One try of a delivery, as Svix and Stripe list them. */
export const webhookDeliveryAttemptSchema = z.object({
  /** 1 for the first try; a delivery sent again counts on. */
  attempt: z.number().int(),
  attemptedUtc: z.iso.datetime(),
  /** The receiver's answer; null when there was none (timeout, refused address, no connection). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** Why the try failed; null when it succeeded. */
  error: z.string().nullable(),
});
export type WebhookDeliveryAttempt = z.infer<typeof webhookDeliveryAttemptSchema>;

/** One line of an endpoint's delivery log. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  event: z.string(),
  state: z.enum(webhookDeliveryStates),
  /** Tries made so far. */
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdUtc: z.iso.datetime(),
  lastAttemptUtc: z.iso.datetime().nullable(),
  nextAttemptUtc: z.iso.datetime().nullable(),
  /** Every try so far, newest first (at most WEBHOOK_LISTED_ATTEMPTS). */
  attempts: z.array(webhookDeliveryAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
