import { queryOptions } from '@tanstack/react-query';
import { displayListSchema, displaySchema } from '../../contract/displays.ts';
import {
  graphicsControllerCodeCheckResponseSchema,
  graphicsControllerListSchema,
  graphicsControllerSchema,
} from '../../contract/graphicsControllers.ts';
import { layoutTreeSchema } from '../../contract/layout/tree.ts';
import { venueUptimeSchema } from '../../contract/venueUptime.ts';
import { request } from './client.ts';
import { graphicsControllerKeys } from './recordKeys.ts';

export { graphicsControllerKeys };

const venueControllersPath = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}/graphics-controllers`;
const controllerPath = (controllerId: string) => `/api/graphicscontroller/${encodeURIComponent(controllerId)}`;

export const venueControllersQuery = (venueId: string) =>
  queryOptions({
    queryKey: graphicsControllerKeys.ofVenue(venueId),
    queryFn: ({ signal }) => request(venueControllersPath(venueId), { response: graphicsControllerListSchema, signal }),
  });

/** docs/decisions.md#venues-and-alerts: the venue's uptime in its open hours over the last 7 days, from the alert job's outages. */
export const venueUptimeQuery = (venueId: string) =>
  queryOptions({
    queryKey: graphicsControllerKeys.uptime(venueId),
    queryFn: ({ signal }) => request(`/api/venues/${encodeURIComponent(venueId)}/uptime`, { response: venueUptimeSchema, signal }),
  });

export const graphicsControllerQuery = (controllerId: string) =>
  queryOptions({
    queryKey: graphicsControllerKeys.detail(controllerId),
    queryFn: ({ signal }) => request(controllerPath(controllerId), { response: graphicsControllerSchema, signal }),
  });

export const controllerDisplaysQuery = (controllerId: string) =>
  queryOptions({
    queryKey: graphicsControllerKeys.displays(controllerId),
    queryFn: ({ signal }) => request(`${controllerPath(controllerId)}/displays`, { response: displayListSchema, signal }),
  });

/** GET /api/display/{id}: one display, with whether a layout of its week waits for approval (docs/compliance.md#approval). */
export const displayQuery = (displayId: string) =>
  queryOptions({
    queryKey: graphicsControllerKeys.display(displayId),
    queryFn: ({ signal }) => request(`/api/display/${encodeURIComponent(displayId)}`, { response: displaySchema, signal }),
  });

/** GET /api/display/{id}/layout: what the display shows, as the tree the player draws (read-only). */
export const displayLayoutQuery = (displayId: string) =>
  queryOptions({
    queryKey: graphicsControllerKeys.displayLayout(displayId),
    queryFn: ({ signal }) => request(`/api/display/${encodeURIComponent(displayId)}/layout`, { response: layoutTreeSchema, signal }),
  });

/** docs/product.md#api-calls: the controller a 6-character code belongs to; rejects (404) for a code that cannot link. */
export async function checkControllerCode(code: string): Promise<string> {
  const answer = await request(`/api/graphicscontrollerauthcode/check/${encodeURIComponent(code)}`, {
    response: graphicsControllerCodeCheckResponseSchema,
  });
  return answer.graphicsControllerId;
}

/** docs/product.md#api-calls: links the controller whose code was checked to the venue, under a name. */
export function linkController(venueId: string, code: string, name: string) {
  return request(`/api/venues/${encodeURIComponent(venueId)}/graphics-controller-auth-codes/${encodeURIComponent(code)}`, {
    method: 'POST',
    body: { name },
    response: graphicsControllerSchema,
  });
}

/** docs/product.md#api-calls: unlinks the controller (docs/decisions.md#generation-one: it is deleted and its device token revoked). */
export function deleteController(venueId: string, controllerId: string) {
  return request(`${venueControllersPath(venueId)}/${encodeURIComponent(controllerId)}`, { method: 'DELETE' });
}
