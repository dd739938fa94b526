/**
 * What the error log may say about an error. A failed query carries its parameters (Drizzle puts
 * them in the message; PostgreSQL quotes the offending value in its own message and detail), and a
 * parameter can be a password hash, a token or an email: those parts are left out, the query text
 * (with $1 placeholders), the SQLSTATE code and the constraint are kept, so the log still says
 * what failed.
 */
export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggableError;
}

const MAX_DEPTH = 4;

function isSqlState(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value);
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const fields = error as Error & {
    query?: unknown;
    params?: unknown;
    code?: unknown;
    severity?: unknown;
    constraint?: unknown;
    table?: unknown;
    column?: unknown;
    routine?: unknown;
  };
  const fromDatabase = isSqlState(fields.code) && (fields.severity !== undefined || fields.routine !== undefined);
  let result: LoggableError;
  if (typeof fields.query === 'string' || fields.params !== undefined) {
    result = { type: error.name, message: `Failed query: ${String(fields.query ?? '')}` };
  } else if (fromDatabase) {
    result = { type: error.name, message: `Database error ${String(fields.code)}` };
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const value = fields[key];
      if (typeof value === 'string') result[key] = value;
    }
  } else {
    result = { type: error.name, message: error.message };
    if (error.stack) result.stack = error.stack;
  }
  if (typeof fields.code === 'string') result.code = fields.code;
  if (error.cause !== undefined && depth < MAX_DEPTH) result.cause = loggableError(error.cause, depth + 1);
  return result;
}
