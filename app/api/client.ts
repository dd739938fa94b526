import type * as z from 'zod';
import { isProblem, type Problem } from '../../contract/problems.ts';
import { authorisedFetch } from './authorisedFetch.ts';
import { readToken } from './tokenStorage.ts';
import { isTwoFactorSetupRequired, reportTwoFactorSetupRequired } from './twoFactorRequired.ts';
import { reportUnauthorized } from './unauthorized.ts';

export { apiUrl } from './authorisedFetch.ts';
export { onUnauthorized, reportUnauthorized } from './unauthorized.ts';

/** An API answer other than 2xx. `problem` is the server's `{ title, status, errors? }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }
}

export interface RequestOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Checks the answer; omit for calls that answer 204. */
  response?: Schema;
  signal?: AbortSignal;
  /** The answer of this very call, sent earlier with the same token (app/session/earlyIdentity.ts): not sent again. */
  answer?: Promise<Response>;
}

/** The problem body of a failed answer, or a stand-in from its status line. */
export async function problemOf(response: Response): Promise<Problem> {
  const fallback: Problem = { title: response.statusText || 'Request failed', status: response.status };
  const text = await response.text().catch(() => '');
  if (text === '') return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    return isProblem(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** A 429's Retry-After (seconds) on its problem, so a screen can say how long to wait. */
function withRetryAfter(problem: Problem, response: Response): Problem {
  const seconds = Number(response.headers.get('retry-after'));
  return response.status === 429 && Number.isFinite(seconds) && seconds > 0 ? { ...problem, retryAfterSeconds: seconds } : problem;
}

/**
 * Every call of docs/product.md#api-calls goes through here: sent by authorisedFetch with the stored token, JSON
 * bodies as JSON, errors thrown as ApiError with the server's problem body.
 */
export async function request<Schema extends z.ZodType = z.ZodVoid>(
  path: string,
  options: RequestOptions<Schema> = {},
): Promise<z.infer<Schema>> {
  const token = readToken();
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await (options.answer ??
    authorisedFetch(path, token, { method: options.method ?? 'GET', headers, body, signal: options.signal ?? null }));

  if (!response.ok) {
    const problem = withRetryAfter(await problemOf(response), response);
    if (response.status === 401 && token) reportUnauthorized();
    if (isTwoFactorSetupRequired(problem)) reportTwoFactorSetupRequired();
    throw new ApiError(problem);
  }
  if (!options.response || response.status === 204) return undefined as z.infer<Schema>;
  return options.response.parse(await response.json());
}
