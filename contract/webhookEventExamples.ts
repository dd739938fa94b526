import type { WebhookEventData } from './webhookEvents.ts';

/**
 * One example body's `data` for each webhook event, as the OpenAPI document's `webhooks` section
 * shows it to integrators (server/http/openapi-webhooks.ts). Typed by the events' schemas, and
 * tests/server/plugins/openapi.test.ts parses each with its schema, so an example cannot drift from what
 * is sent.
 */

const CLIENT = { id: '4f0c3c1e-8a52-4d7e-9b1a-2f6e5d8c7a10', name: 'Harbour Group' };
const VENUE = { id: '9b2d6f4a-1c3e-4a5b-8d7f-0e1a2b3c4d5e', name: 'Harbour Club' };
const CONTROLLER = { id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', name: 'Bar PC' };
const DISPLAY_ID = 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70';
const PORTAL = 'https://portal.example.com';

/** When the example events happened. */
export const WEBHOOK_EXAMPLE_TIMESTAMP = '2026-11-27T09:20:00.000Z';

const venueOutage: WebhookEventData['venue.offline'] = {
  outageId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  occurredUtc: WEBHOOK_EXAMPLE_TIMESTAMP,
  offlineSinceUtc: '2026-11-27T09:04:12.000Z',
  backOnlineUtc: null,
  venue: {
    id: VENUE.id,
    name: VENUE.name,
    gmv: 'NSW-10421',
    clientId: CLIENT.id,
    clientName: CLIENT.name,
    timeZone: 'Australia/Sydney',
    url: `${PORTAL}/clients/${CLIENT.id}/${VENUE.id}`,
  },
  controllers: [{ id: CONTROLLER.id, name: CONTROLLER.name, lastSeenUtc: '2026-11-27T09:04:12.000Z' }],
};

const display: WebhookEventData['display.offline'] = {
  displayId: DISPLAY_ID,
  label: 'Bar screen',
  graphicsControllerId: CONTROLLER.id,
  lastSeenUtc: '2026-11-27T09:04:12.000Z',
  venue: VENUE,
  client: CLIENT,
  url: `${PORTAL}/screens/${DISPLAY_ID}`,
};

const takeover: WebhookEventData['takeover.started'] = {
  takeoverId: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  name: 'Melbourne Cup',
  targets: { clientIds: [CLIENT.id], venueIds: [] },
  content: { assetId: 'a0b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d' },
  startUtc: WEBHOOK_EXAMPLE_TIMESTAMP,
  endUtc: '2026-11-27T11:00:00.000Z',
  endedUtc: null,
};

export const webhookEventExamples: WebhookEventData = {
  'venue.offline': venueOutage,
  'venue.online': { ...venueOutage, backOnlineUtc: WEBHOOK_EXAMPLE_TIMESTAMP, occurredUtc: WEBHOOK_EXAMPLE_TIMESTAMP },
  'display.offline': display,
  'display.online': { ...display, lastSeenUtc: WEBHOOK_EXAMPLE_TIMESTAMP },
  'invitation.accepted': {
    invitationId: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a',
    identity: { id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b', name: 'Alex Chen', email: 'alex.chen@example.com', identityType: 'ClientIdentity', clientId: CLIENT.id },
    acceptedUtc: WEBHOOK_EXAMPLE_TIMESTAMP,
  },
  'takeover.started': takeover,
  'takeover.ended': { ...takeover, endedUtc: '2026-11-27T10:45:00.000Z' },
  'command.done': {
    commandId: 'f0e1d2c3-b4a5-4968-8776-655443322110',
    displayId: DISPLAY_ID,
    kind: 'reload',
    state: 'done',
    createdUtc: '2026-11-27T09:19:52.000Z',
    finishedUtc: WEBHOOK_EXAMPLE_TIMESTAMP,
    error: null,
    venueId: VENUE.id,
    clientId: CLIENT.id,
  },
  'data-source.stale': {
    dataSourceId: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
    name: 'Jackpot feed',
    clientId: CLIENT.id,
    kind: 'push',
    staleAfterSeconds: 120,
    staleKeys: ['major'],
    lastError: null,
    occurredUtc: WEBHOOK_EXAMPLE_TIMESTAMP,
  },
  'data-source.fresh': {
    dataSourceId: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
    name: 'Jackpot feed',
    clientId: CLIENT.id,
    kind: 'push',
    staleAfterSeconds: 120,
    staleKeys: [],
    lastError: null,
    occurredUtc: WEBHOOK_EXAMPLE_TIMESTAMP,
  },
  'webhook.test': { endpointId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f' },
};
