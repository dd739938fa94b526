import { inject } from 'vitest';
import { expectDocumentedAnswer } from './openapiResponses.ts';

/**
 * The portal's API called straight from a journey (docs/product.md#api-calls), as an admin script or a device
 * would: the set-up a journey needs but is not about.
 */
export async function api<T = unknown>(
  path: string,
  options: { method?: string; token?: string | null; body?: unknown; baseUrl?: string } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const baseUrl = options.baseUrl ?? inject('baseUrl');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The shared portal of the global setup, unless a journey runs its own (the player's does).
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  const body: unknown = text === '' ? undefined : JSON.parse(text);
  // Every answer a journey gets this way must be one /api/openapi.json describes.
  await expectDocumentedAnswer(baseUrl, method, path, response.status, body);
  return body as T;
}

/** A session token of the first admin the global setup created. */
export async function adminToken(): Promise<string> {
  const { token } = await api<{ token: string }>('/api/auth/login', {
    body: { email: inject('adminEmail'), password: inject('adminPassword') },
  });
  return token;
}

export async function firstRegion(token: string): Promise<{ id: string; name: string }> {
  const [region] = await api<Array<{ id: string; name: string }>>('/api/regions', { token });
  if (!region) throw new Error('No regions are seeded.');
  return region;
}

export interface ClientWithVenue {
  clientId: string;
  clientName: string;
  venueId: string;
  venueName: string;
  gmv: string;
}

/** A client with one venue, made by the admin; names and GMV carry `label` so runs do not collide. */
export async function clientWithVenue(token: string, label: string): Promise<ClientWithVenue> {
  const region = await firstRegion(token);
  const clientName = `E2E ${label}`;
  const venueName = `E2E Venue ${label}`;
  const gmv = `GMV-${label}`.replace(/\s+/g, '-');
  const client = await api<{ id: string }>('/api/clients', { token, body: { name: clientName } });
  const venue = await api<{ id: string }>('/api/venues', {
    token,
    body: { clientId: client.id, regionId: region.id, name: venueName, gmv },
  });
  return { clientId: client.id, clientName, venueId: venue.id, venueName, gmv };
}

/**
 * A graphics controller paired and linked to the venue as a real one is (docs/device-protocol.md#pairing):
 * it asks for a code, reports its one display, and the admin links it by that code. The device's
 * token then opens /player as that controller.
 */
export async function linkedDevice(
  token: string,
  venueId: string,
  display: { label: string; width: number; height: number },
  controllerName: string,
): Promise<{ device: { token: string; code: string }; display: { id: string } }> {
  const device = await api<{ token: string; code: string }>('/api/graphicscontrollerauthcode', { method: 'POST' });
  const [reported] = await api<Array<{ id: string }>>('/api/graphicscontroller/self/displays', {
    method: 'PUT',
    token: device.token,
    body: { displays: [display] },
  });
  if (!reported) throw new Error('The display was not reported.');
  await api(`/api/venues/${venueId}/graphics-controller-auth-codes/${device.code}`, { token, body: { name: controllerName } });
  return { device, display: reported };
}

/** Unique per run, so journeys can be repeated against the same data directory. */
export const runSuffix = Date.now().toString(36).slice(-5).toUpperCase();
