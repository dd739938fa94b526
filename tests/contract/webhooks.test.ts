import { describe, expect, it } from 'vitest';
import { webhookEndpointRequestSchema, webhookMessages, webhookRetryDelayMs } from '../../contract/webhooks.ts';

describe('webhook endpoint requests', () => {
  it('takes an http(s) URL, a description, the events (each once) and enabled', () => {
    const parsed = webhookEndpointRequestSchema.parse({ url: ' https://hooks.example.com/portal ', events: ['venue.offline', 'venue.offline', 'venue.online'] });
    expect(parsed).toEqual({ url: 'https://hooks.example.com/portal', description: '', events: ['venue.offline', 'venue.online'], enabled: true });
  });

  it('refuses other schemes, credentials in the URL, unknown or no events, with the field’s message', () => {
    const messagesOf = (input: unknown) => webhookEndpointRequestSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messagesOf({ url: 'ftp://hooks.example.com', events: ['venue.online'] })).toEqual([`url: ${webhookMessages.urlInvalid}`]);
    expect(messagesOf({ url: 'https://user:pw@hooks.example.com', events: ['venue.online'] })).toEqual([`url: ${webhookMessages.urlInvalid}`]);
    expect(messagesOf({ url: 'https://hooks.example.com', events: [] })).toEqual([`events: ${webhookMessages.eventsRequired}`]);
    expect(messagesOf({ url: 'https://hooks.example.com', events: ['takeover.nope'] })?.[0]).toMatch(/^events\.0: /);
  });
});

describe('webhook retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(webhookRetryDelayMs)).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, null]);
  });
});
