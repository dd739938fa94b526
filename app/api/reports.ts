import { queryOptions } from '@tanstack/react-query';
import { playReportSchema, type PlayReportFilter } from '../../contract/fleet/plays.ts';
import { apiUrl, ApiError, problemOf, request } from './client.ts';
import { readToken } from './tokenStorage.ts';

/** Query keys: everything about reports starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  plays: (filter: PlayReportFilter) => [...reportKeys.all, 'plays', filter] as const,
};

function reportParams(filter: PlayReportFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  return params;
}

/** A report of past days changes only as late plays arrive: no refetch on every focus (both reports). */
export const REPORT_STALE_MS = 60_000;

/** GET /api/reports/plays: plays per group and day or hour. */
export const playReportQuery = (filter: PlayReportFilter) =>
  queryOptions({
    queryKey: reportKeys.plays(filter),
    queryFn: ({ signal }) => request(`/api/reports/plays?${reportParams(filter).toString()}`, { response: playReportSchema, signal }),
    staleTime: REPORT_STALE_MS,
  });

/** GET /api/reports/plays.csv of the same report, saved by the browser under the server's name. */
export async function downloadPlayReportCsv(filter: PlayReportFilter): Promise<void> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(apiUrl(`/api/reports/plays.csv?${reportParams(filter).toString()}`), { headers, credentials: 'include' });
  if (!response.ok) throw new ApiError(await problemOf(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `plays-${filter.from}-${filter.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
