import { randomUUID } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import { isWebhookEventName, webhookPayloadSchema, type WebhookEventData, type WebhookEventName, type WebhookPayload } from '../../contract/webhookEvents.ts';
import { buildOpenApiDocument } from '../../server/http/openapi-document.ts';

/** The OpenAPI document's `webhooks` section does not depend on the routes: built once, here, as /api/openapi.json builds it. */
const document = buildOpenApiDocument([], { title: 'webhooks', version: 'test', description: '', serverUrl: 'https://portal.example.com' });
// JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the journeys check the answers (tests/e2e/openapiResponses.ts).
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema(document, 'openapi.json');
const documentedBodies = new Map<WebhookEventName, ValidateFunction>();

/** The validator of the body the document shows for event `type`. */
function documentedBody(type: WebhookEventName): ValidateFunction {
  let validate = documentedBodies.get(type);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#/webhooks/${type}/post/requestBody/content/application~1json/schema` });
    documentedBodies.set(type, validate);
  }
  return validate;
}

/**
 * A delivered webhook body, checked against its event's schema in contract/webhookEvents.ts and
 * against the body the OpenAPI document's `webhooks` section shows for it. Every webhook test reads
 * the bodies it captures (at its receiver, or from the delivery log) through this, so a producer
 * whose data drifts from the documented schema fails the test that caught it: a field missing or
 * of another type fails the parse, and a field the schema does not know (zod drops it) fails the
 * comparison and the document's closed objects.
 */
export function parseWebhookBody(body: string): WebhookPayload {
  const payload: unknown = JSON.parse(body);
  const type = (payload as { type?: unknown } | null)?.type;
  expect(isWebhookEventName(type), `a known event type: ${String(type)}`).toBe(true);
  const result = webhookPayloadSchema(type as WebhookPayload['type']).safeParse(payload);
  expect(result.error?.issues ?? [], `${String(type)}: ${body}`).toEqual([]);
  expect(result.data, `${String(type)}: only documented fields`).toEqual(payload);
  const validate = documentedBody(type as WebhookEventName);
  expect(validate(payload), `${String(type)} as /api/openapi.json shows it: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return payload as WebhookPayload;
}

/** venue.offline / venue.online data as the alert job sends it, for tests about delivery rather than the event. */
export function venueOutageSample(): WebhookEventData['venue.offline'] {
  const clientId = randomUUID();
  const venueId = randomUUID();
  return {
    outageId: randomUUID(),
    occurredUtc: '2026-01-14T01:20:00.000Z',
    offlineSinceUtc: '2026-01-14T01:00:00.000Z',
    backOnlineUtc: null,
    venue: {
      id: venueId,
      name: 'Harbour Club',
      gmv: 'GMV-1',
      clientId,
      clientName: 'Harbour Group',
      timeZone: 'Australia/Sydney',
      url: `https://portal.example.com/clients/${clientId}/${venueId}`,
    },
    controllers: [{ id: randomUUID(), name: 'Bar PC', lastSeenUtc: '2026-01-14T01:00:00.000Z' }],
  };
}

/** invitation.accepted data, as the sign-up route sends it. */
export function invitationAcceptedSample(): WebhookEventData['invitation.accepted'] {
  return {
    invitationId: randomUUID(),
    identity: { id: randomUUID(), name: 'New Person', email: 'new.person@example.com', identityType: 'Admin', clientId: null },
    acceptedUtc: '2026-01-14T01:20:00.000Z',
  };
}
