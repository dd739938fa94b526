import type { Play, PlayUploadAnswer } from '../../contract/fleet/plays.ts';
import { RefusedUpload } from './playUpload.ts';

const REQUEST_TIMEOUT_MS = 15_000;

/** POST /api/graphicscontroller/self/plays: a batch of queued plays (plain fetch, no zod in the player). */
export async function sendPlays(token: string, plays: Play[]): Promise<PlayUploadAnswer> {
  const response = await fetch('/api/graphicscontroller/self/plays', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ plays }),
    cache: 'no-store',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 400) throw new RefusedUpload('The server refused the plays as malformed.');
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return (await response.json()) as PlayUploadAnswer;
}
