import { API_BASE_URL } from './apiBase.ts';

export function apiUrl(path: string): string {
  return `${API_BASE_URL}${path}`;
}

/** A call's own method, body, signal and headers (a plain object: its Accept replaces JSON's). */
export type AuthorisedInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

/**
 * A call of the API as docs/product.md#api-calls sends every call: to the API base address,
 * credentials included, JSON asked for (unless `init` asks for another type) and the bearer token
 * when there is one; without `init`, the GET of `path`. The token is the caller's, read once, so an
 * early answer can be matched to the session that asked (app/api/earlyAnswers.ts). `request`
 * (app/api/client.ts), `requestFile` and the venue page's early calls send theirs through it.
 *
 * The identity's early call (app/session/earlyIdentity.ts) writes the same GET out instead: it is
 * in the sign-in page's first bundle, whose budget is tight (docs/operations.md#bundle-budgets),
 * and this function there, with the exports and wrapper a module shared with later chunks needs,
 * measured 57 bytes more on /login beside the token's storage, 131 as this module.
 */
export function authorisedFetch(path: string, token: string | null, init: AuthorisedInit = {}): Promise<Response> {
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return fetch(apiUrl(path), { ...init, headers: { Accept: 'application/json', ...auth, ...init.headers }, credentials: 'include' });
}
