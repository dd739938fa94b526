/**
 * Reading the server's error answers (docs/decisions.md#errors) in the browser without zod: the session machine
 * and the API client are part of the first load of /login, and zod's classic build would more than
 * double what that page downloads. errors.ts keeps the zod schemas the server answers with and
 * re-exports these; tests/contract/problems.test.ts holds each guard to its schema's verdict.
 */

/** Title of every 400 answer (docs/decisions.md#errors). */
export const VALIDATION_ERROR_TITLE = 'One or more validation errors occurred.';

/** `{ title, status }`: the shape of every error answer that is not a validation error. */
export interface Problem {
  title: string;
  status: number;
  /** A 429's wait in seconds, from its Retry-After header (set by the browser's API client). */
  retryAfterSeconds?: number;
}

/**
 * What a sign-in page says for a 429: how long to wait, in plain words, rounded up to
 * whole minutes past the first one.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${Math.max(1, Math.ceil(retryAfterSeconds))} second${Math.ceil(retryAfterSeconds) === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed attempts from here. Try again in ${wait}.`;
}

/** 400 answer: messages keyed by the request payload's field names. */
export interface ValidationProblem extends Problem {
  status: 400;
  errors: Record<string, string[]>;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What `problemSchema.passthrough()` accepts: a title and an integer status, other keys kept. */
export function isProblem(value: unknown): value is Problem {
  return isPlainRecord(value) && typeof value.title === 'string' && Number.isSafeInteger(value.status);
}

export function isValidationProblem(value: unknown): value is ValidationProblem {
  if (!isProblem(value) || value.status !== 400) return false;
  const { errors } = value as { errors?: unknown };
  return (
    isPlainRecord(errors) &&
    Object.values(errors).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'))
  );
}

/**
 * docs/product.md#validation-messages, last paragraph: each field's messages are joined with ", " and the field name's first
 * letter is lower-cased, so `Email` from a server maps onto the form's `email`.
 */
export function fieldErrorsFromProblem(problem: ValidationProblem): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, fieldMessages] of Object.entries(problem.errors)) {
    const name = field.charAt(0).toLowerCase() + field.slice(1);
    result[name] = fieldMessages.join(', ');
  }
  return result;
}

/**
 * The problem body an API call failed with, when the error carries one (the browser's API client
 * throws errors with a `problem` property). Anything else (network down, a bug) gives null.
 */
export function problemFromError(error: unknown): Problem | null {
  if (typeof error !== 'object' || error === null || !('problem' in error)) return null;
  return isProblem(error.problem) ? { ...error.problem } : null;
}

/**
 * The form-field messages a failed call carries: a 400's field errors (docs/product.md#validation-messages), or, for a form that
 * names the field a 409 is about (a GMV already in use), the conflict's title on that field, so the
 * person sees it where they have to change something.
 */
export function fieldErrorsFromFailure(error: unknown, conflictField?: string): Record<string, string> {
  const problem = problemFromError(error);
  if (!problem) return {};
  if (isValidationProblem(problem)) return fieldErrorsFromProblem(problem);
  if (problem.status === 409 && conflictField) return { [conflictField]: problem.title };
  return {};
}
