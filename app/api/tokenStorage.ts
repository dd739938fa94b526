import { AUTH_TOKEN_STORAGE_KEY } from '../../contract/constants.ts';

/**
 * The bearer token lives in localStorage (docs/product.md#api-calls). Older builds stored it JSON-encoded, so quote
 * characters around the value are stripped, and the literal 'undefined' some code wrote is ignored.
 */
export function readToken(storage: Storage = window.localStorage): string | null {
  const raw = storage.getItem(AUTH_TOKEN_STORAGE_KEY);
  if (raw === null) return null;
  const token = raw.replace(/^"+|"+$/g, '');
  if (token === '' || token === 'undefined') return null;
  return token;
}

export function writeToken(token: string, storage: Storage = window.localStorage): void {
  storage.setItem(AUTH_TOKEN_STORAGE_KEY, JSON.stringify(token));
}

export function clearToken(storage: Storage = window.localStorage): void {
  storage.removeItem(AUTH_TOKEN_STORAGE_KEY);
}
