import { authorisedFetch } from './authorisedFetch.ts';
import { request } from './client.ts';
import { readToken } from './tokenStorage.ts';

/**
 * A file the API answers (a CSV export, a screenshot's bytes) as a Blob: with the bearer token, so
 * not a plain link. A failure is read and thrown by `request`, handed this very answer, as every
 * call's is (a lapsed session signs out). Its own module, not in client.ts: every route's chunk
 * holds a copy of client.ts, and few need this.
 */
export async function requestFile(path: string, accept: string, signal?: AbortSignal): Promise<Blob> {
  const answer = await authorisedFetch(path, readToken(), { headers: { Accept: accept }, signal: signal ?? null });
  if (!answer.ok) await request(path, { answer: Promise.resolve(answer) });
  return answer.blob();
}
