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
 * Answers go through their schema too: unknown keys (a password hash, say) are stripped, and an
 * answer that breaks the contract fails loudly as a 500 instead of reaching the browser.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
