import type * as z from 'zod';
import { WEBHOOK_EXAMPLE_TIMESTAMP, webhookEventExamples } from '../../contract/webhookEventExamples.ts';
import { webhookEventNames, webhookEvents, webhookPayloadSchema, type WebhookEventName } from '../../contract/webhookEvents.ts';
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_TIMEOUT_MS } from '../../contract/webhooks.ts';

/**
 * The document's `webhooks` section (OpenAPI 3.1): one POST per event, as a receiver gets it. The
 * body is the event's envelope from contract/webhookEvents.ts, converted as the answers are (what
 * the server sends); the signature headers, the meaning of the answer and the retry schedule come
 * from the same constants the delivery queue uses.
 */

type JsonSchema = Record<string, unknown>;

/** Converts a zod schema the way the rest of the document does (inline, or a component when recursive). */
export type ConvertSchema = (schema: z.ZodType, io: 'input' | 'output', name: string) => JsonSchema;

export const WEBHOOK_EVENTS_TAG = { name: 'webhook events', description: 'What the portal POSTs to the webhook endpoints admins add on Users → Webhooks.' };

/** 5000 → "5 s", 1_800_000 → "30 min", 7_200_000 → "2 h", 3 days → "3 days". */
export function spokenDuration(ms: number): string {
  const units: Array<[number, string]> = [
    [86_400_000, ' days'],
    [3_600_000, ' h'],
    [60_000, ' min'],
    [1_000, ' s'],
  ];
  const [size, unit] = units.find(([unitMs]) => ms >= unitMs && ms % unitMs === 0) ?? [1, ' ms'];
  return `${ms / size}${unit}`;
}

function listed(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const SIGNATURE_HEADERS: JsonSchema[] = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The delivery’s id, `msg_<id>`: the same on every try and on “Send again”, so a receiver can ignore a delivery it has already handled.',
    schema: { type: 'string', pattern: '^msg_' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this try was sent, in whole seconds since 1970 (UTC). Refuse one far from your clock (Standard Webhooks suggests 5 minutes) to stop replays.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the bytes of the endpoint’s secret (the base64 after `whsec_`, shown once when the endpoint was added). Several space-separated signatures may come; one that matches is enough. Any Standard Webhooks library verifies it.',
    schema: { type: 'string', pattern: '^v1,' },
  },
];

function deliveryNote(): string {
  const retries = listed(WEBHOOK_RETRY_DELAYS_MS.map(spokenDuration));
  return [
    'Delivered as [Standard Webhooks](https://www.standardwebhooks.com/) say: a POST of the JSON body `{ type, timestamp, data }` to the endpoint’s URL, signed in the `webhook-id`, `webhook-timestamp` and `webhook-signature` headers. Verify the signature on the raw body before trusting it.',
    `Answer any 2xx within ${spokenDuration(WEBHOOK_TIMEOUT_MS)}: the delivery is then done. Another status (redirects are not followed), no answer in time or an address that is refused fails the try; it is tried again after ${retries} (${WEBHOOK_RETRY_DELAYS_MS.length + 1} tries in all), then the delivery is failed. An endpoint whose deliveries have all failed for ${spokenDuration(WEBHOOK_DISABLE_AFTER_MS)} is turned off and the admins are mailed.`,
    'Tries of one delivery carry the same body and `webhook-id`; events may arrive out of order, so order them by `timestamp`.',
  ].join('\n\n');
}

function webhookOperation(type: WebhookEventName, convert: ConvertSchema): JsonSchema {
  const event = webhookEvents[type];
  const name = `webhook_${type.replace(/[^A-Za-z0-9]+/g, '_')}`;
  return {
    operationId: name,
    summary: event.summary,
    description: [event.sent, deliveryNote()].join('\n\n'),
    tags: [WEBHOOK_EVENTS_TAG.name],
    // The receiver checks the signature headers below, not a credential of this API.
    security: [],
    parameters: SIGNATURE_HEADERS,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: convert(webhookPayloadSchema(type), 'output', `${name}_body`),
          example: { type, timestamp: WEBHOOK_EXAMPLE_TIMESTAMP, data: webhookEventExamples[type] },
        },
      },
    },
    responses: {
      '2XX': { description: 'Received: the delivery is done.' },
      default: { description: `Any other answer, or none within ${spokenDuration(WEBHOOK_TIMEOUT_MS)}: the try failed and is tried again on the schedule above.` },
    },
  };
}

/** `{ "venue.offline": { post: … }, … }`, every event in contract/webhookEvents.ts. */
export function webhooksSection(convert: ConvertSchema): Record<string, { post: JsonSchema }> {
  return Object.fromEntries(webhookEventNames.map((type) => [type, { post: webhookOperation(type, convert) }]));
}
