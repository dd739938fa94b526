import type { CommandAckRequest, DisplayReportAnswer, DisplayReportRequest } from '../../contract/fleet.ts';
import type { ScreenshotRef } from '../../contract/fleetScreenshots.ts';

/**
 * The fleet's device calls as plain fetch: types only from contract/, as in
 * ../deviceClient.ts, so no zod reaches the player's bundle.
 */
const REQUEST_TIMEOUT_MS = 15_000;

async function post(path: string, token: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    cache: 'no-store',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return response;
}

const displayPath = (displayId: string) => `/api/graphicscontroller/self/displays/${encodeURIComponent(displayId)}`;

/** POST …/report: what the display shows; the answer holds the commands waiting for it. */
export async function sendReport(token: string, displayId: string, report: DisplayReportRequest): Promise<DisplayReportAnswer> {
  return (await (await post(`${displayPath(displayId)}/report`, token, report)).json()) as DisplayReportAnswer;
}

/** POST …/commands/{id}: done or failed. */
export async function answerCommand(token: string, displayId: string, commandId: string, answer: CommandAckRequest): Promise<void> {
  await post(`${displayPath(displayId)}/commands/${encodeURIComponent(commandId)}`, token, answer);
}

/** POST …/screenshots: the JPEG's bytes as the body (the server reads the type from them). */
export async function uploadScreenshot(token: string, displayId: string, jpeg: Blob): Promise<ScreenshotRef> {
  const response = await fetch(`${displayPath(displayId)}/screenshots`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'image/jpeg', authorization: `Bearer ${token}` },
    body: jpeg,
    cache: 'no-store',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return (await response.json()) as ScreenshotRef;
}
