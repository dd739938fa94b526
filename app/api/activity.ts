import { activityPageSchema, type ActivityFilter } from '../../contract/activity.ts';
import { LIST_PAGE_SIZE } from '../../contract/constants.ts';
import { apiUrl, ApiError, problemOf, request } from './client.ts';
import { readToken } from './tokenStorage.ts';

/** Query keys: everything about audit records starts with 'activity'. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (filter: ActivityFilter) => [...activityKeys.all, 'list', filter] as const,
};

/** The filters as query parameters (entityId as one comma-separated value). */
export function activityParams(filter: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** GET /api/activity: one page of a filtered list, newest first. */
export function fetchActivityPage(filter: ActivityFilter, offset: number, signal?: AbortSignal, limit = LIST_PAGE_SIZE) {
  const params = activityParams(filter);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return request(`/api/activity?${params.toString()}`, { response: activityPageSchema, ...(signal ? { signal } : {}) });
}

/** How many records a History card shows. */
export const HISTORY_SIZE = 5;

/** GET /api/activity/export.csv of the filtered list, saved by the browser as activity.csv. */
export async function downloadActivityCsv(filter: ActivityFilter): Promise<void> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(apiUrl(`/api/activity/export.csv?${activityParams(filter).toString()}`), { headers, credentials: 'include' });
  if (!response.ok) throw new ApiError(await problemOf(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'activity.csv';
  link.click();
  URL.revokeObjectURL(url);
}
