import { ApiError } from './client.ts';

/** A 404: the record does not exist or belongs to another client (docs/decisions.md#who-may-do-what). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
