import { queryOptions } from '@tanstack/react-query';
import { approvalListSchema, layoutVersionSchema } from '../../contract/approvals.ts';
import { assetSchema } from '../../contract/assets.ts';
import { request } from './client.ts';

/** Query keys of approvals (docs/permissions.md#approvals): the list of what waits and the frozen versions. */
export const approvalKeys = {
  all: ['approvals'] as const,
  list: () => [...approvalKeys.all, 'list'] as const,
  version: (assetId: string, version: number) => [...approvalKeys.all, 'version', assetId, version] as const,
};

const assetPath = (assetId: string) => `/api/asset/${encodeURIComponent(assetId)}`;

/** GET /api/approvals: the layouts whose draft waits for a decision, for those who decide. */
export const approvalsQuery = () =>
  queryOptions({
    queryKey: approvalKeys.list(),
    queryFn: ({ signal }) => request('/api/approvals', { response: approvalListSchema, signal }),
  });

/** GET /api/asset/{id}/versions/{version}: a submitted version's frozen layout; it never changes, so it is kept. */
export const layoutVersionQuery = (assetId: string, version: number) =>
  queryOptions({
    queryKey: approvalKeys.version(assetId, version),
    queryFn: ({ signal }) => request(`${assetPath(assetId)}/versions/${version}`, { response: layoutVersionSchema, signal }),
    staleTime: Infinity,
  });

/** POST /api/asset/{id}/submit: the current draft waits for approval; answers the asset with its new approval. */
export function submitForApproval(assetId: string) {
  return request(`${assetPath(assetId)}/submit`, { method: 'POST', body: {}, response: assetSchema });
}

/** POST /api/asset/{id}/approve: exactly the version reviewed (409 when it is no longer the one waiting). */
export function approveVersion(assetId: string, version: number) {
  return request(`${assetPath(assetId)}/approve`, { method: 'POST', body: { version }, response: assetSchema });
}

/** POST /api/asset/{id}/reject: the version reviewed and why; the designer sees the reason. */
export function rejectVersion(assetId: string, version: number, reason: string) {
  return request(`${assetPath(assetId)}/reject`, { method: 'POST', body: { version, reason }, response: assetSchema });
}
