import type { AppConfig } from '../contract/appConfig.ts';
import type { DeviceDay } from '../contract/deviceDay.ts';
import type { Display } from '../contract/displays.ts';
import { COMMANDS_WAITING_HEADER } from '../contract/fleet/commands.ts';
import type { GraphicsControllerAuthCodeResponse, GraphicsControllerSelf } from '../contract/graphicsControllers.ts';
import type { LayoutTree } from '../contract/layout/tree.ts';
import type { LiveValues } from '../contract/liveValues.ts';
import { DeviceHttpError, type LayoutFetchResult, type PlayerDisplay } from '../machines/player.machine.ts';
import { dateHeaderMs, sampleOf, type ClockSample } from '../machines/playerClock.ts';
import type { WeekFetchResult } from '../machines/timeline.machine.ts';
import { signalCommandsWaiting } from './fleet/commandsWaiting.ts';

/**
 * The device protocol (docs/device-protocol.md) as plain fetch calls with the device's Bearer token. Types only
 * from contract/: the player trusts its own server's answers rather than ship zod to a TV stick.
 * A network failure rejects with fetch's TypeError; an HTTP failure with DeviceHttpError, whose
 * status the machine reads (401: unlinked, 409: linked meanwhile).
 */

/** A call that hangs (a half-open network) counts as the server being away, not as forever. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Aborts when `caller` does or after `timeoutMs`. Not AbortSignal.any: a TV's older browser may
 * lack it, and a timer holding its controller cannot be collected early (docs/decisions.md#toolchain).
 */
function callSignal(caller: AbortSignal | null | undefined, timeoutMs: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), timeoutMs);
  caller?.addEventListener('abort', () => controller.abort());
  return controller.signal;
}

async function call(path: string, init: RequestInit & { token?: string | null; timeoutMs?: number } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(path, {
    ...init,
    headers,
    // Our own ETag revalidation decides; the HTTP cache must not answer for the server.
    cache: 'no-store',
    signal: callSignal(init.signal, init.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  if (!response.ok && response.status !== 304) throw new DeviceHttpError(response.status);
  return response;
}

const json = async <T>(response: Response) => (await response.json()) as T;

/** POST /api/graphicscontrollerauthcode: a code (and, without a token, a new controller). */
export async function requestCode(token: string | null): Promise<GraphicsControllerAuthCodeResponse> {
  return json(await call('/api/graphicscontrollerauthcode', { method: 'POST', token }));
}

/** GET /api/graphicscontroller/self: linked or not, displays, the heartbeat; counts as a sighting. */
export async function fetchSelf(token: string): Promise<GraphicsControllerSelf> {
  return json(await call('/api/graphicscontroller/self', { token }));
}

/**
 * PUT /api/graphicscontroller/self/displays replaces the controller's whole list, matched by label.
 * Each window is one display, so this window's display is merged into what the controller has
 * (other windows of the same PC keep theirs, and their layouts).
 */
export async function reportDisplay(token: string, display: PlayerDisplay): Promise<Display[]> {
  const self = await fetchSelf(token);
  const others = self.displays
    .filter((item) => item.label !== display.label)
    .map(({ label, width, height }) => ({ label, width, height }));
  const body = JSON.stringify({ displays: [...others, display] });
  return json(await call('/api/graphicscontroller/self/displays', { method: 'PUT', token, body }));
}

/** GET the display's layout as one tree, with the ETag of the one shown: 304 means unchanged. */
export async function fetchLayout(token: string, displayId: string, etag: string | null): Promise<LayoutFetchResult> {
  const response = await call(`/api/graphicscontroller/self/displays/${encodeURIComponent(displayId)}/layout`, {
    token,
    headers: etag === null ? {} : { 'if-none-match': etag },
  });
  if (response.status === 304) return { kind: 'unchanged' };
  return { kind: 'changed', layout: await json<LayoutTree>(response), etag: response.headers.get('etag') };
}

/** GET /api/app-config: the portal's address, for the QR code's link. */
export async function fetchAppConfig(): Promise<AppConfig> {
  return json(await call('/api/app-config'));
}

/**
 * GET the display's week (contract/deviceDay.ts) with the ETag held: 304 means unchanged. With
 * `waitSeconds` the server holds an unchanged answer until a change (a long poll), so the call's
 * own timeout is longer by as much. A call that did not wait samples the clock: the answer's
 * `serverTimeUtc` (milliseconds), else its Date header (whole seconds, so a second less sure).
 * `signal` ends the call: the timeline machine stops a long poll whose clock sample no longer stands.
 */
export async function fetchWeek(token: string, displayId: string, etag: string | null, waitSeconds: number, signal?: AbortSignal): Promise<WeekFetchResult> {
  const path = `/api/graphicscontroller/self/displays/${encodeURIComponent(displayId)}/day?waitSeconds=${waitSeconds}`;
  const sentMs = Date.now();
  const sentMonoMs = performance.now();
  const response = await call(path, {
    token,
    headers: etag === null ? {} : { 'if-none-match': etag },
    timeoutMs: REQUEST_TIMEOUT_MS + waitSeconds * 1000,
    signal,
  });
  // A command waits for this display: the fleet reporting fetches it now.
  if (response.headers.get(COMMANDS_WAITING_HEADER) === 'true') signalCommandsWaiting();
  const week = response.status === 304 ? null : await json<DeviceDay>(response);
  const receivedMs = Date.now();
  const receivedMonoMs = performance.now();
  let clock: ClockSample | null = null;
  if (waitSeconds === 0) {
    const bodyMs = week === null ? null : Date.parse(week.serverTimeUtc);
    const headerMs = dateHeaderMs(response.headers.get('date'));
    if (bodyMs !== null && Number.isFinite(bodyMs)) clock = sampleOf(sentMs, receivedMs, bodyMs, receivedMonoMs, sentMonoMs);
    else if (headerMs !== null) {
      const sample = sampleOf(sentMs, receivedMs, headerMs, receivedMonoMs, sentMonoMs);
      clock = { ...sample, roundTripMs: sample.roundTripMs + 1000 };
    }
  }
  if (week === null) return { kind: 'unchanged', clock };
  return { kind: 'changed', week, etag: response.headers.get('etag') ?? week.version, clock };
}

/**
 * GET the live values of `sourceIds` (docs/live-data.md#delivery-to-players) with the version
 * held: null when unchanged (304). With `waitSeconds` the server holds an unchanged answer until a
 * value of one of them is stored, so a push reaches the screen at once.
 */
export async function fetchLiveValues(token: string, sourceIds: readonly string[], version: string | null, waitSeconds: number): Promise<LiveValues | null> {
  const response = await call(`/api/graphicscontroller/self/data-values?sources=${sourceIds.join(',')}&waitSeconds=${waitSeconds}`, {
    token,
    headers: version === null ? {} : { 'if-none-match': version },
    timeoutMs: REQUEST_TIMEOUT_MS + waitSeconds * 1000,
  });
  return response.status === 304 ? null : json<LiveValues>(response);
}
