/** What a call to the portal's JSON API may carry: a bearer token, a JSON body, a method. */
export interface JsonApiCall {
  method?: string;
  token?: string;
  body?: unknown;
}

/**
 * Calls the portal's JSON API as a script would (the size check's and the benches' set-up):
 * POST when there is a body, else GET; the parsed answer (undefined for an empty one); throws on
 * any status other than 2xx, with the answer's text. (The journeys' own api() also checks each
 * answer against the OpenAPI document: tests/e2e/api.ts.)
 */
export async function callJsonApi<T>(baseUrl: string, path: string, call: JsonApiCall = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
