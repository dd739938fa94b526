import { queryOptions } from '@tanstack/react-query';
import { activityPageSchema, type ActivityFilter, type ActivityRecord } from '../../contract/activity.ts';
import { LIST_PAGE_SIZE } from '../../contract/constants.ts';
import { request } from './client.ts';
import type { PagedQuery } from './paging.ts';
import { requestFile } from './requestFile.ts';
import { saveFile } from './saveFile.ts';

/** Query keys: everything about audit records starts with 'activity'. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (filter: ActivityFilter) => [...activityKeys.all, 'list', filter] as const,
  /** The latest few of a filter; `version` changes when the page's own records are read again. */
  latest: (filter: ActivityFilter, version: string) => [...activityKeys.all, 'history', filter, version] as const,
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

/** /activity's list of a filter, a page at a time. */
export const activityPages = (filter: ActivityFilter): PagedQuery<ActivityRecord> => ({
  queryKey: activityKeys.list(filter),
  fetchPage: (offset, signal) => fetchActivityPage(filter, offset, signal),
});

/** How many records a History card shows. */
export const HISTORY_SIZE = 5;

/**
 * The latest HISTORY_SIZE records of a filter: a page's History card, and home's recent changes
 * (every record the person may see). `version` names what the card last saw of its page's own
 * queries, so an edit on the page asks again.
 */
export const latestActivityQuery = (filter: ActivityFilter, version = '') =>
  queryOptions({
    queryKey: activityKeys.latest(filter, version),
    queryFn: ({ signal }) => fetchActivityPage(filter, 0, signal, HISTORY_SIZE),
  });

/** GET /api/activity/export.csv of the filtered list, saved by the browser as activity.csv. */
export async function downloadActivityCsv(filter: ActivityFilter): Promise<void> {
  saveFile(await requestFile(`/api/activity/export.csv?${activityParams(filter).toString()}`, 'text/csv'), 'activity.csv');
}
