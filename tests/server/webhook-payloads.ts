import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { isWebhookEventName, webhookPayloadSchema, type WebhookEventData, type WebhookPayload } from '../../contract/webhookEvents.ts';

/**
 * A delivered webhook body, checked against its event's schema in contract/webhookEvents.ts (the
 * one the OpenAPI document's `webhooks` section shows). Every webhook test reads the bodies it
 * captures (at its receiver, or from the delivery log) through this, so a producer whose data
 * drifts from the documented schema fails the test that caught it: a field missing or of another
 * type fails the parse, and a field the schema does not know (zod drops it) fails the comparison.
 */
export function parseWebhookBody(body: string): WebhookPayload {
  const payload: unknown = JSON.parse(body);
  const type = (payload as { type?: unknown } | null)?.type;
  expect(isWebhookEventName(type), `a known event type: ${String(type)}`).toBe(true);
  const result = webhookPayloadSchema(type as WebhookPayload['type']).safeParse(payload);
  expect(result.error?.issues ?? [], `${String(type)}: ${body}`).toEqual([]);
  expect(result.data, `${String(type)}: only documented fields`).toEqual(payload);
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
