import * as z from 'zod';
import { problemSchema, validationProblemSchema } from '../../contract/errors.ts';
import { WEBHOOK_EVENTS_TAG, webhooksSection } from './openapi-webhooks.ts';

/**
 * The OpenAPI 3.1 document, made from what each route already declares: its zod schemas
 * (params, querystring, body, response per status), the hooks that guard it, and its config.
 * Nothing here repeats a schema: every JSON Schema is zod 4's own conversion (`z.toJSONSchema`),
 * request parts as the client sends them (`io: 'input'`), answers as the server sends them.
 */

/** Who may call a route, as told by the hooks it runs (plugins/openapi.ts reads them). */
export type RouteAccess = 'public' | 'session' | 'admin' | 'sessionOrApiKey' | 'device' | 'sessionOrDevice';

export interface DocumentedRoute {
  method: string;
  /** Fastify's path, `/api/venues/:venueId`. */
  url: string;
  schema: RouteSchema;
  access: RouteAccess;
  /** The multipart field of a file upload, when the route takes one. */
  uploadField?: string;
  /** The content types of a file sent as the whole body, when the route takes one. */
  rawUploadTypes?: readonly string[];
  /** The body is form-encoded (the OpenID provider's back-channel logout), not JSON. */
  formBody?: boolean;
}

export interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  headers?: unknown;
  body?: unknown;
  response?: Record<string | number, unknown>;
  summary?: string;
  description?: string;
}

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
  serverUrl: string;
}

type JsonSchema = Record<string, unknown>;

export const SECURITY_SCHEMES = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A portal session: the token answered by `POST /api/auth/login`, sent as `Authorization: Bearer <token>`.',
  },
  apiKey: {
    type: 'http',
    scheme: 'basic',
    description:
      'An external API key (Users → External API keys): HTTP Basic with the access key as user name and the secret as password. Read-only: clients, venues, regions and open hours.',
  },
  deviceToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A graphics controller: the device token answered by `POST /api/graphicscontrollerauthcode`, sent as `Authorization: Bearer <token>`.',
  },
} as const;

const SECURITY_BY_ACCESS: Record<RouteAccess, Array<Record<string, string[]>>> = {
  public: [],
  session: [{ sessionToken: [] }],
  admin: [{ sessionToken: [] }],
  sessionOrApiKey: [{ sessionToken: [] }, { apiKey: [] }],
  device: [{ deviceToken: [] }],
  sessionOrDevice: [{ sessionToken: [] }, { deviceToken: [] }],
};

const ACCESS_NOTE: Partial<Record<RouteAccess, string>> = {
  admin: 'Admins only.',
  sessionOrApiKey: 'Also open to external API keys (read only).',
  device: 'Called by a graphics controller with its device token.',
  sessionOrDevice: 'Called by a portal user or by a graphics controller with its device token.',
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'The request is not valid: `errors` lists the messages per field.',
  401: 'Not signed in, or the credentials are not valid.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Not found (also for records of another client).',
  409: 'Conflicts with the current state (e.g. a value already in use).',
  413: 'Too large.',
  415: 'File type not allowed.',
  429: 'Too many attempts: wait for the `Retry-After` seconds.',
  500: 'Server error.',
  503: 'A service the server needs is unavailable.',
};

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };
const BAD_REQUEST_REF = { $ref: '#/components/schemas/BadRequest' };

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  // The document's own dialect applies; a nested `$schema` per schema is noise.
  delete json.$schema;
  return json;
}

function hasLocalRef(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasLocalRef);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => (key === '$ref' && typeof inner === 'string' && inner.startsWith('#')) || hasLocalRef(inner));
}

function rebaseLocalRefs(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((inner) => rebaseLocalRefs(inner, base));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#') ? [key, `${base}${inner.slice(1)}`] : [key, rebaseLocalRefs(inner, base)],
    ),
  );
}

/**
 * Zod writes a recursive schema (a layout tree) with references inside itself (`#/$defs/…`,
 * `#/properties/…`), which inside the document would point at its root. Such a schema becomes a
 * component of its own and its references are rebased onto it.
 */
class SchemaSink {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output', name: string): JsonSchema {
    const json = toJsonSchema(schema, io);
    if (!hasLocalRef(json)) return json;
    const base = `#/components/schemas/${name}`;
    this.components[name] = rebaseLocalRefs(json, base) as JsonSchema;
    return { $ref: base };
  }
}

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** The zod 4 union problem-responses.ts builds for 400, recognised by its members. */
function isBadRequestUnion(schema: z.ZodType): boolean {
  return schema instanceof z.ZodUnion && schema.options.includes(validationProblemSchema) && schema.options.includes(problemSchema);
}

/** `/api/venues/:venueId` → `/api/venues/{venueId}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The tag a route is listed under: its first path segment after /api (or `public`). */
export function tagOf(url: string): string {
  const segments = url.split('/').filter(Boolean);
  const first = segments[0] === 'api' ? (segments[1] ?? 'api') : (segments[0] ?? 'api');
  // `/api/openapi.json` is listed as `openapi`.
  return first.replace(/\.json$/, '');
}

function parametersOf(schema: unknown, where: 'path' | 'query' | 'header'): JsonSchema[] {
  if (!isZod(schema)) return [];
  // Parameters are flat strings: never recursive, so always inline.
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
    };
  });
}

function responseSchemaOf(schema: z.ZodType, sink: SchemaSink, name: string): JsonSchema {
  if (schema === problemSchema) return PROBLEM_REF;
  if (isBadRequestUnion(schema)) return BAD_REQUEST_REF;
  return sink.convert(schema, 'output', name);
}

function responsesOf(route: DocumentedRoute, sink: SchemaSink): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  let hasSuccess = false;
  for (const [statusKey, schema] of Object.entries(route.schema.response ?? {})) {
    const status = Number(statusKey);
    if (status < 400) hasSuccess = true;
    const description = STATUS_TEXT[status] ?? `Status ${statusKey}.`;
    // A 204 (z.undefined()) has no body.
    if (!isZod(schema) || schema instanceof z.ZodUndefined || status === 204) {
      responses[statusKey] = { description };
      continue;
    }
    const name = `${operationIdOf(route.method, route.url)}_${statusKey}`;
    responses[statusKey] = { description, content: { 'application/json': { schema: responseSchemaOf(schema, sink, name) } } };
  }
  if (!hasSuccess) {
    // Routes that stream a file declare only their problems: the 200 is the file itself.
    responses['200'] = {
      description: 'The file, with its own content type.',
      content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    };
  }
  return responses;
}

function requestBodyOf(route: DocumentedRoute, sink: SchemaSink): JsonSchema | undefined {
  if (route.uploadField !== undefined) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [route.uploadField]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [route.uploadField],
          },
        },
      },
    };
  }
  if (route.rawUploadTypes !== undefined) {
    const file = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };
    return { required: true, content: Object.fromEntries(route.rawUploadTypes.map((type) => [type, file])) };
  }
  if (!isZod(route.schema.body)) return undefined;
  const name = `${operationIdOf(route.method, route.url)}_body`;
  const mediaType = route.formBody === true ? 'application/x-www-form-urlencoded' : 'application/json';
  return { required: true, content: { [mediaType]: { schema: sink.convert(route.schema.body, 'input', name) } } };
}

/** A stable, readable operation id: `get_api_venues_venueId`. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '').replace(/[^A-Za-z0-9]+/g, '_'));
  return [method.toLowerCase(), ...words].join('_');
}

function operationOf(route: DocumentedRoute, sink: SchemaSink): JsonSchema {
  const parameters = [
    ...parametersOf(route.schema.params, 'path'),
    ...parametersOf(route.schema.querystring, 'query'),
    ...parametersOf(route.schema.headers, 'header'),
  ];
  const requestBody = requestBodyOf(route, sink);
  const note = ACCESS_NOTE[route.access];
  const description = [route.schema.description, note].filter(Boolean).join('\n\n');
  return {
    operationId: operationIdOf(route.method, route.url),
    summary: route.schema.summary ?? `${route.method} ${openApiPath(route.url)}`,
    ...(description ? { description } : {}),
    tags: [tagOf(route.url)],
    security: SECURITY_BY_ACCESS[route.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, sink),
  };
}

/** The whole document for the given routes (each method of each path once). */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], info: DocumentInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const sink = new SchemaSink();
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route, sink);
  }
  const tags = [...new Set(sorted.map((route) => tagOf(route.url)))].sort().map((name) => ({ name }));
  // What the portal sends to integrators' endpoints (OpenAPI 3.1 `webhooks`), converted like the answers.
  const webhooks = webhooksSection((schema, io, name) => sink.convert(schema, io, name));
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    tags: [...tags, WEBHOOK_EVENTS_TAG],
    paths,
    webhooks,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: {
        Problem: toJsonSchema(problemSchema, 'output'),
        ValidationProblem: toJsonSchema(validationProblemSchema, 'output'),
        BadRequest: { anyOf: [{ $ref: '#/components/schemas/ValidationProblem' }, PROBLEM_REF] },
        ...sink.components,
      },
    },
  };
}
