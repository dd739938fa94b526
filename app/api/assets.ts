import { queryOptions } from '@tanstack/react-query';
import {
  assetDeleteConflictSchema,
  assetListSchema,
  assetSchema,
  displayAssetSchema,
  type AssetSaveRequest,
  type AssetUse,
} from '../../contract/assets.ts';
import { problemFromError } from '../../contract/problems.ts';
import { request } from './client.ts';

/** Query keys of assets (docs/product.md#api-calls, Assets); asset files and themes have their own modules. */
export const assetKeys = {
  all: ['assets'] as const,
  list: () => [...assetKeys.all, 'list'] as const,
  detail: (assetId: string) => [...assetKeys.all, 'detail', assetId] as const,
  display: (displayId: string) => [...assetKeys.all, 'display', displayId] as const,
};

const assetPath = (assetId: string) => `/api/asset/${encodeURIComponent(assetId)}`;
const displayAssetPath = (displayId: string) => `/api/asset/display/${encodeURIComponent(displayId)}`;

/** GET /api/asset: every asset but display layouts. */
export const assetsQuery = () =>
  queryOptions({
    queryKey: assetKeys.list(),
    queryFn: ({ signal }) => request('/api/asset', { response: assetListSchema, signal }),
  });

/** GET /api/asset/{id}: the editor's machine loads it through here too (it keeps its own copy while editing). */
export function fetchAsset(assetId: string, signal?: AbortSignal) {
  return request(assetPath(assetId), { response: assetSchema, ...(signal ? { signal } : {}) });
}

export const assetQuery = (assetId: string) =>
  queryOptions({
    queryKey: assetKeys.detail(assetId),
    queryFn: ({ signal }) => fetchAsset(assetId, signal),
  });

/** GET /api/asset/display/{displayId}: a never-saved display answers a blank layout with id null. */
export const displayAssetQuery = (displayId: string) =>
  queryOptions({
    queryKey: assetKeys.display(displayId),
    queryFn: ({ signal }) => request(displayAssetPath(displayId), { response: displayAssetSchema, signal }),
  });

/** POST /api/asset for a new asset, PUT /api/asset/{id} for a saved one; answers the asset as stored. */
export function saveAsset(save: AssetSaveRequest) {
  return save.id === null
    ? request('/api/asset', { method: 'POST', body: save, response: assetSchema })
    : request(assetPath(save.id), { method: 'PUT', body: save, response: assetSchema });
}

/** PUT /api/asset/display/{displayId}: creates the display's layout on its first save. */
export function saveDisplayAsset(displayId: string, save: AssetSaveRequest) {
  return request(displayAssetPath(displayId), { method: 'PUT', body: save, response: assetSchema });
}

/** DELETE /api/asset/{id}: 409 while a layout, display, playlist, schedule or takeover uses it. */
export function deleteAsset(assetId: string) {
  return request(assetPath(assetId), { method: 'DELETE' });
}

/** POST /api/asset/{id}/duplicate: answers the copy ('Copy of …'), a GROUP asset of its own. */
export function duplicateAsset(assetId: string) {
  return request(`${assetPath(assetId)}/duplicate`, { method: 'POST', response: assetSchema });
}

/** Where a refused delete says the asset is used (its 409 answer): its title and uses, or null for any other failure. */
export function assetDeleteConflict(error: unknown): { title: string; usedBy: AssetUse[] } | null {
  const parsed = assetDeleteConflictSchema.safeParse(problemFromError(error));
  return parsed.success ? { title: parsed.data.title, usedBy: parsed.data.usedBy ?? [] } : null;
}
