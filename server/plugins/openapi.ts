import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { declaredAccess } from '../access/route-access.ts';
import { adminOnly, type Permission } from '../../contract/permissions.ts';
import { buildOpenApiDocument, type DocumentedRoute, type RouteAccess, type RouteSchema } from '../http/openapi-document.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Left out of /api/openapi.json (the reference page itself, its script). */
    openApiHidden?: boolean;
    /** The multipart field a file upload route reads (documented as its request body). */
    uploadField?: string;
    /** The content types of a route that takes a file's bytes as its whole body (a device's screenshot). */
    rawUploadTypes?: readonly string[];
    /** The route takes its body form-encoded (`application/x-www-form-urlencoded`), not as JSON. */
    formBody?: boolean;
  }
  interface FastifyInstance {
    /** The OpenAPI 3.1 document of every route registered so far (built once, after ready). */
    openApiDocument: () => Record<string, unknown>;
    /** Method and path of every route the document covers (tests compare it with Fastify's routes). */
    openApiRoutes: () => readonly DocumentedRoute[];
  }
}

export interface OpenApiOptions {
  version: string;
  serverUrl: string;
}

/** The page's introduction: the conventions, then a first call in two steps. */
function description(serverUrl: string): string {
  return [
    'The API behind the venue portal: the browser app, graphics controllers and integrators all call it.',
    '',
    '## Getting started',
    '',
    '1. In the portal, open **Users → External API Keys → Create API key**. Copy the access key and the secret: the secret is shown only once.',
    '2. Call the API with HTTP Basic authentication, the access key as user name and the secret as password:',
    '',
    '```sh',
    `curl -u ACCESS_KEY:SECRET ${serverUrl}/api/clients`,
    '```',
    '',
    'An API key reads clients, venues, regions and open hours; every other route answers 403 to it.',
    '',
    '## Conventions',
    '',
    '- Errors are problem documents: `{ "title", "status" }`, and for a 400 also `errors`, the messages keyed by the field names of the request.',
    '- Lists that grow are paged with `offset` and `limit` and answer `{ "items", "total" }`.',
    '- A record of another client answers 404, never 403.',
    '',
    '## Webhooks',
    '',
    'Admins add webhook endpoints on **Users → Webhooks**. What the portal POSTs to them, event by event, is under **Webhooks** in this reference: the body, its signature headers, and what your answer means.',
  ].join('\n');
}

/** Only the API is documented: the app's pages and built files are not part of it. */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/public/');
}

/** Trailing-slash twins (`/api/regions/`, registered for a prefix's `/`) are one path. */
function canonicalUrl(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * Collects every route as Fastify registers it (an onRoute hook, so routes added later are
 * documented with no extra work) and builds the document from them on first request.
 * Registered before any route, and before the plugins whose own onRoute hooks add hooks to routes
 * (rate limits): it reads who may call a route from its declared `config.access`.
 */
const openApi: FastifyPluginAsync<OpenApiOptions> = async (app, options) => {
  const collected = new Map<string, DocumentedRoute>();
  let document: Record<string, unknown> | null = null;

  const accessOf = (route: RouteOptions): RouteAccess => {
    const access = declaredAccess(route.config);
    // A route that declares nothing is closed (route-access.ts): documented as admins only.
    if (access.length === 0) return 'admin';
    if (access.includes('public')) return 'public';
    const permissions = access.filter((kind): kind is Permission => kind !== 'device');
    if (permissions.length === 0) return 'device';
    if (access.includes('device')) return 'sessionOrDevice';
    if (route.config?.externalApiRead === true) return 'sessionOrApiKey';
    return permissions.every((permission) => adminOnly(permission)) ? 'admin' : 'session';
  };

  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url) || route.config?.openApiHidden === true) return;
    const url = canonicalUrl(route.url);
    for (const method of [route.method].flat()) {
      // HEAD twins of GET routes are Fastify's own; the GET documents them.
      if (method === 'HEAD') continue;
      collected.set(`${method} ${url}`, {
        method,
        url,
        schema: (route.schema ?? {}) as RouteSchema,
        access: accessOf(route),
        ...(route.config?.uploadField !== undefined ? { uploadField: route.config.uploadField } : {}),
        ...(route.config?.rawUploadTypes !== undefined ? { rawUploadTypes: route.config.rawUploadTypes } : {}),
        ...(route.config?.formBody === true ? { formBody: true } : {}),
      });
    }
  });

  app.decorate('openApiRoutes', () => [...collected.values()]);
  app.decorate('openApiDocument', () => {
    document ??= buildOpenApiDocument([...collected.values()], {
      title: 'Venue portal API',
      version: options.version,
      description: description(options.serverUrl),
      serverUrl: options.serverUrl,
    });
    return document;
  });
};

export const openApiPlugin = fp(openApi, { name: 'openapi' });
