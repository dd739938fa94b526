import { STATUS_CODES } from 'node:http';
import { VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';
import { TOO_MANY_REQUESTS_TITLE } from '../../contract/http.ts';

/**
 * An error that is meant for the client: the errors plugin answers it as `{ title, status }`
 * (plus `errors` for a 400 validation problem) and with its headers, never with a stack.
 */
export class HttpProblem extends Error {
  readonly statusCode: number;
  readonly title: string;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string>;
  /** More members of the answer beside title and status (the route declares them in its schema). */
  readonly details: Record<string, unknown>;

  constructor(
    statusCode: number,
    title = STATUS_CODES[statusCode] ?? 'Error',
    extra: { errors?: Record<string, string[]>; headers?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(title);
    this.name = 'HttpProblem';
    this.statusCode = statusCode;
    this.title = title;
    this.errors = extra.errors;
    this.headers = extra.headers ?? {};
    this.details = extra.details ?? {};
  }
}

/** A 400 with messages keyed by payload field, as a zod validation failure would give. */
export function validationProblem(errors: Record<string, string[]>): HttpProblem {
  return new HttpProblem(400, VALIDATION_ERROR_TITLE, { errors });
}

export function unauthorized(title = 'Unauthorized'): HttpProblem {
  return new HttpProblem(401, title);
}

export function forbidden(title = 'Forbidden'): HttpProblem {
  return new HttpProblem(403, title);
}

/** 429 with how many seconds to wait (the per-account limits, account-throttle.ts). */
export function tooManyRequests(retryAfterSeconds: number): HttpProblem {
  return new HttpProblem(429, TOO_MANY_REQUESTS_TITLE, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/** Missing, malformed id, or another tenant's record: the same answer (docs/decisions.md#who-may-do-what). */
export function notFound(): HttpProblem {
  return new HttpProblem(404, 'Not Found');
}

/** 409; `details` add members to the answer (e.g. what the conflict is with). */
export function conflict(title: string, details?: Record<string, unknown>): HttpProblem {
  return new HttpProblem(409, title, details ? { details } : {});
}
