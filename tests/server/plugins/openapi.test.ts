import { createConfig, lintFromString } from '@redocly/openapi-core';
import { expect, it } from 'vitest';
import * as z from 'zod';
import { webhookEvents } from '../../../contract/webhookEvents.ts';
import { WEBHOOK_TEST_EVENT, webhookEventTypes } from '../../../contract/webhooks.ts';
import { describeEachEngine } from '../harness.ts';
import { parseWebhookBody } from '../webhook-payloads.ts';

type Operation = {
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> }; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Webhook = Omit<Operation, 'parameters'> & { description: string; parameters: Array<{ name: string; in: string; required: boolean }> };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Webhook }>;
  components: { securitySchemes: Record<string, unknown> };
};

/**
 * Every route as Fastify itself lists it (printRoutes' tree, read back into method and full
 * path), independent of the onRoute collector the document is made from.
 */
function registeredRoutes(tree: string): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const pathAtDepth: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(\S+)(?: \(([^)]*)\))?$/.exec(line.slice(branch + 4).trim());
    const segment = match?.[1];
    if (segment === undefined) throw new Error(`Unreadable route line: ${line}`);
    const path = (depth > 0 ? (pathAtDepth[depth - 1] ?? '') : '') + segment;
    pathAtDepth[depth] = path;
    for (const method of match?.[2]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

const toOpenApiPath = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The OpenAPI document server/plugins/openapi.ts makes from every route, and the reference page beside it. */
describeEachEngine('OpenAPI document: /api/openapi.json', (ctx) => {
  const fetchDocument = async (): Promise<Document> => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json<Document>();
  };

  it('passes the Redocly validator with no error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: response.body, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(response.json<Document>().openapi).toBe('3.1.0');
  });

  it('documents every route Fastify has registered under /api and /public', async () => {
    const document = await fetchDocument();
    const routes = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    const apiRoutes = routes.filter(
      (route) => route.method !== 'HEAD' && /^\/(api|public)\//.test(route.path) && !route.path.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(60);
    const missing = apiRoutes.filter((route) => !document.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    // And nothing documented that does not exist.
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    const registered = new Set(apiRoutes.map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`));
    expect(documented.filter((operation) => !registered.has(operation))).toEqual([]);
  });

  it('says which credentials each route takes: sessions, read-only API keys, device tokens', async () => {
    const { paths, components } = await fetchDocument();
    expect(Object.keys(components.securitySchemes).sort()).toEqual(['apiKey', 'deviceToken', 'sessionToken']);
    expect(paths['/api/clients']?.get?.security).toEqual([{ sessionToken: [] }, { apiKey: [] }]);
    expect(paths['/api/clients']?.post?.security).toEqual([{ sessionToken: [] }]);
    expect(paths['/api/graphicscontroller/self']?.get?.security).toEqual([{ deviceToken: [] }]);
    expect(paths['/api/auth/login']?.post?.security).toEqual([]);
  });

  it('has parameters, bodies, answers and the problem shapes with their status codes', async () => {
    const { paths } = await fetchDocument();
    const venue = paths['/api/venues/{venueId}']?.put;
    expect(venue?.parameters).toContainEqual(expect.objectContaining({ name: 'venueId', in: 'path' }));
    expect(Object.keys(venue?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['name', 'gmv', 'regionId']),
    );
    expect(venue?.responses['400']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/BadRequest' });
    expect(venue?.responses['404']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Problem' });
    const clients = paths['/api/clients']?.get;
    expect(clients?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['offset', 'limit']));
    expect(clients?.responses['200']?.content?.['application/json']?.schema).toMatchObject({ required: ['items', 'total'] });
  });

  it('documents every webhook event as a signed POST of its envelope { type, timestamp, data }', async () => {
    const { webhooks } = await fetchDocument();
    expect(Object.keys(webhooks).sort()).toEqual([...webhookEventTypes, WEBHOOK_TEST_EVENT].sort());
    for (const [type, { post }] of Object.entries(webhooks)) {
      const body = post.requestBody?.content['application/json']?.schema as { properties: Record<string, Record<string, unknown>>; required: string[] };
      expect(body.required, type).toEqual(['type', 'timestamp', 'data']);
      expect(body.properties.type, type).toEqual({ type: 'string', const: type });
      expect(body.properties.timestamp, type).toMatchObject({ type: 'string', format: 'date-time' });
      // The event's data as contract/webhookEvents.ts has it, by zod's own conversion (what the server sends).
      const data = z.toJSONSchema(webhookEvents[type as keyof typeof webhookEvents].data, { target: 'draft-2020-12', io: 'output' });
      delete data.$schema;
      expect(body.properties.data, type).toEqual(data);
      expect(post.parameters.filter((parameter) => parameter.in === 'header' && parameter.required).map((parameter) => parameter.name), type).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
      expect(Object.keys(post.responses), type).toContain('2XX');
      expect(post.description, type).toContain('tried again after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h (7 tries in all)');
      // Its example is a body the event's schema and the document itself accept, of this event.
      const example = post.requestBody?.content['application/json']?.example;
      expect(example, type).toMatchObject({ type });
      parseWebhookBody(JSON.stringify(example));
    }
    expect(webhooks['display.offline']?.post.description).toContain('during its venue’s open hours');
  });

  it('documents each file upload as a multipart body with its field, or as the file\'s own bytes', async () => {
    const { paths } = await fetchDocument();
    const uploads = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.responses['415'] !== undefined)
        .map(([method, operation]) => ({ at: `${method} ${path}`, content: operation.requestBody?.content ?? {} })),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(6);
    for (const upload of uploads) {
      const multipart = upload.content['multipart/form-data']?.schema.properties;
      if (multipart) expect(Object.keys(multipart), upload.at).toHaveLength(1);
      // A device's screenshot is the body itself: one of the image types it may be.
      else expect(Object.keys(upload.content), upload.at).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    }
    expect(paths['/api/clients/upload-clients']?.put?.requestBody?.content['multipart/form-data']?.schema.properties).toHaveProperty(
      'clientsAndVenuesCsv',
    );
  });

  it('documents the OpenID provider’s back-channel logout as a public, form-encoded post of its logout token', async () => {
    const { paths } = await fetchDocument();
    const logout = paths['/api/auth/sso/backchannel-logout']?.post;
    expect(logout?.security).toEqual([]);
    expect(Object.keys(logout?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(logout?.requestBody?.content['application/x-www-form-urlencoded']?.schema.properties).toHaveProperty('logout_token');
  });
});

describeEachEngine('API reference page: /api/docs', (ctx) => {
  it('serves the page with its bundled reference script, under a policy that allows nothing from outside', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.body).toContain('data-url="/api/openapi.json"');
    const scriptUrl = /<script src="([^"]+)"/.exec(page.body)?.[1];
    expect(scriptUrl).toMatch(/^\/api\/docs\/scalar-[\d.]+\.js$/);

    const script = await ctx.app.inject({ method: 'GET', url: scriptUrl ?? '', headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.rawPayload.length).toBeLessThan(1_500_000);
    const font = await ctx.app.inject({ method: 'GET', url: '/api/docs/fonts/inter-latin-400-normal.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
  });

  it('leaves the portal’s own policy as it was on every other answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('worker-src');
  });
});
