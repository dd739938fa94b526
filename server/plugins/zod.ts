import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type * as z from 'zod';

/**
 * Route schemas are the zod schemas of contract/: this small compiler pair validates requests and
 * shapes answers with them, and the type provider gives handlers their inferred types.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A route plugin whose routes are typed from their zod schemas. */
export type ZodRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;

/** Where a zod issue without a path (the whole part was wrong) is reported. */
export const ROOT_ISSUE_KEY: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Tags the ZodError with the request part it came from, for the errors plugin. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  readonly issues: z.core.$ZodIssue[];
  readonly part: string;

  constructor(part: string, error: z.ZodError) {
    super(`Invalid ${part}`);
    this.name = 'RequestValidationError';
    this.part = part;
    this.issues = error.issues;
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = httpPart ?? 'body';
  return (data: unknown) => {
    // A request without a body is checked as an empty object, so each missing field gets its own
    // "is required" message instead of one message about the whole body.
    const input = part === 'body' && (data === undefined || data === null) ? {} : data;
    const result = schema.safeParse(input);
    return result.success ? { value: result.data } : { error: new RequestValidationError(part, result.error) };
  };
};

/**
 * The validator of a route polled by every player (the live values' long poll): the querystrings
 * it accepted are remembered (by the values of `keys`, the only ones its schema reads: an object
 * schema drops the rest), so the thousands of polls naming the same sources are checked once, not
 * parsed by zod each time. Only accepted ones: a bad querystring is checked, and answered 400, every
 * time. The remembered value is frozen, as it is shared by every request that sent the same.
 */
export function rememberingQueryValidatorCompiler<Schema>(keys: readonly string[], kept = 1_000): FastifySchemaCompiler<Schema> {
  // Fastify hands a route's compiler one part's schema at a time (its typings name the whole schema).
  return (part) => {
    const route = part as unknown as Parameters<FastifySchemaCompiler<z.ZodType>>[0];
    const validate = validatorCompiler(route);
    if (route.httpPart !== 'querystring') return validate;
    const accepted = new Map<string, { value: unknown }>();
    return (data: unknown) => {
      const query = (data ?? {}) as Record<string, unknown>;
      const values = keys.map((key) => query[key]);
      // A repeated parameter arrives as an array: checked by zod as usual, never remembered.
      const key = values.every((value) => value === undefined || typeof value === 'string') ? JSON.stringify(values) : null;
      const known = key === null ? undefined : accepted.get(key);
      if (known) return known;
      const result = validate(data) as { value?: unknown; error?: Error };
      if (key !== null && result.error === undefined) {
        if (accepted.size >= kept) accepted.clear();
        accepted.set(key, { value: deepFreeze(result.value) });
      }
      return result;
    };
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Answers go through their schema too: unknown keys (a password hash, say) are stripped, and an
 * answer that breaks the contract fails loudly as a 500 instead of reaching the browser.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
