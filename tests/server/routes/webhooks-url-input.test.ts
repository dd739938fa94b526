import { beforeAll, expect, it } from 'vitest';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from '../../../contract/webhooks.ts';
import { Fixtures, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * A webhook endpoint's URL is read as any other text of a request (docs/permissions.md, hardening):
 * no control or bidirectional characters anywhere in it, a 400 that names the field and changes
 * nothing, and the address stored in the one form the URL standard writes it.
 */
describeEachEngine('webhook endpoint URLs: control characters refused, the address normalised', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const listed = async () => (await ctx.app.inject({ method: 'GET', url: '/api/webhooks', headers: admin })).json<WebhookEndpoint[]>();

  it('refuses NUL, other control and bidirectional characters in the path, query or fragment with 400 on url, and stores nothing', async () => {
    // Nothing is ever sent: saving only checks the address, and 127.0.0.1 needs no DNS.
    const allowPrivate = await ctx.buildApp({ config: { webhookAllowPrivate: true } });
    const created = await allowPrivate.inject({ method: 'POST', url: '/api/webhooks', headers: admin, payload: { url: 'http://127.0.0.1:9/kept', events: ['venue.offline'] } });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json<CreatedWebhookEndpoint>();
    const before = await listed();

    const refused = [
      'http://127.0.0.1:9/a\u0000b',
      'http://127.0.0.1:9/hook?x=\u0000',
      'http://127.0.0.1:9/hook#\u0000',
      'http://127.0.0.1:9/a\u0007b',
      'http://127.0.0.1:9/a\u007fb',
      'http://127.0.0.1:9/a\u0085b',
      'http://127.0.0.1:9/\u202egpj.exe',
      'http://127.0.0.1:9/hook?to=\u2066x\u2069',
      'http://127.0.0.1:9/a\nb',
      'http://127.0.0.1:9/\ud800',
    ];
    for (const address of refused) {
      for (const [method, url] of [
        ['POST', '/api/webhooks'],
        ['PUT', `/api/webhooks/${endpoint.id}`],
      ] as const) {
        const response = await allowPrivate.inject({ method, url, headers: admin, payload: { url: address, events: ['venue.offline'] } });
        expect(response.statusCode, `${method} ${JSON.stringify(address)}`).toBe(400);
        expect(response.json(), JSON.stringify(address)).toMatchObject({ status: 400, title: VALIDATION_TITLE, errors: { url: ['URL must not contain control characters.'] } });
      }
    }
    expect(await listed()).toEqual(before);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/webhooks/${endpoint.id}`, headers: admin })).statusCode).toBe(204);
  });

  it('stores and answers the normalised address', async () => {
    const allowPrivate = await ctx.buildApp({ config: { webhookAllowPrivate: true } });
    const response = await allowPrivate.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: admin,
      payload: { url: '  HTTP://127.0.0.1:80/Hooks/../hook a?b=ü#Top  ', events: ['venue.offline'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const endpoint = response.json<CreatedWebhookEndpoint>();
    expect(endpoint.url).toBe('http://127.0.0.1/hook%20a?b=%C3%BC#Top');
    const shown = (await allowPrivate.inject({ method: 'GET', url: `/api/webhooks/${endpoint.id}`, headers: admin })).json<WebhookEndpoint>();
    expect(shown.url).toBe('http://127.0.0.1/hook%20a?b=%C3%BC#Top');
    const updated = await allowPrivate.inject({ method: 'PUT', url: `/api/webhooks/${endpoint.id}`, headers: admin, payload: { url: 'http://127.0.0.1:8080', events: ['venue.offline'] } });
    expect(updated.json<WebhookEndpoint>().url).toBe('http://127.0.0.1:8080/');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/webhooks/${endpoint.id}`, headers: admin })).statusCode).toBe(204);
  });
});
