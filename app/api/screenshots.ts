import { queryOptions } from '@tanstack/react-query';
import {
  screenshotHistorySchema,
  screenshotSettingsSchema,
  venueScreenshotsSchema,
  type ScreenshotSettings,
} from '../../contract/fleetScreenshots.ts';
import { request } from './client.ts';
import { fleetKeys } from './fleet.ts';
import { requestFile } from './requestFile.ts';

/** Query keys of screenshots: under the fleet's, so a sent command refreshes them too. */
export const screenshotKeys = {
  history: (displayId: string) => [...fleetKeys.all, 'screenshots', displayId] as const,
  image: (screenshotId: string) => ['screenshot-image', screenshotId] as const,
  venue: (venueId: string) => [...fleetKeys.all, 'venue-screenshots', venueId] as const,
  settings: (clientId: string) => ['screenshot-settings', clientId] as const,
};

/** GET /api/fleet/displays/{displayId}/screenshots: the kept screenshots, newest first. */
export const screenshotHistoryQuery = (displayId: string) =>
  queryOptions({
    queryKey: screenshotKeys.history(displayId),
    queryFn: ({ signal }) => request(`/api/fleet/displays/${encodeURIComponent(displayId)}/screenshots`, { response: screenshotHistorySchema, signal }),
  });

/**
 * GET one screenshot's bytes. With the bearer token, so not an <img src>: the browser's cache
 * still keeps it (private, immutable by id), and the query cache keeps the blob.
 */
function fetchScreenshotImage(displayId: string, screenshotId: string, signal?: AbortSignal): Promise<Blob> {
  return requestFile(`/api/fleet/displays/${encodeURIComponent(displayId)}/screenshots/${encodeURIComponent(screenshotId)}`, 'image/*', signal);
}

/** One screenshot's bytes, kept for good by id (a screenshot never changes) and ten minutes once no one shows it. */
export const screenshotImageQuery = (displayId: string, screenshotId: string) =>
  queryOptions({
    queryKey: screenshotKeys.image(screenshotId),
    queryFn: ({ signal }) => fetchScreenshotImage(displayId, screenshotId, signal),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });

/** GET /api/fleet/venues/{venueId}/screenshots: each display of the venue with its latest screenshot. */
export const venueScreenshotsQuery = (venueId: string) =>
  queryOptions({
    queryKey: screenshotKeys.venue(venueId),
    queryFn: ({ signal }) => request(`/api/fleet/venues/${encodeURIComponent(venueId)}/screenshots`, { response: venueScreenshotsSchema, signal }),
  });

/** GET /api/clients/{clientId}/screenshot-settings. */
export const screenshotSettingsQuery = (clientId: string) =>
  queryOptions({
    queryKey: screenshotKeys.settings(clientId),
    queryFn: ({ signal }) =>
      request(`/api/clients/${encodeURIComponent(clientId)}/screenshot-settings`, { response: screenshotSettingsSchema, signal }),
  });

/** PUT /api/clients/{clientId}/screenshot-settings (admins). */
export function saveScreenshotSettings(clientId: string, settings: ScreenshotSettings) {
  return request(`/api/clients/${encodeURIComponent(clientId)}/screenshot-settings`, { method: 'PUT', body: settings, response: screenshotSettingsSchema });
}
