import { queryOptions } from '@tanstack/react-query';
import { playReportSchema, type PlayReportFilter } from '../../contract/fleet/plays.ts';
import { request } from './client.ts';
import { requestFile } from './requestFile.ts';
import { saveFile } from './saveFile.ts';

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

/** GET /api/reports/plays.csv of the same report, saved by the browser as plays-<from>-<to>.csv. */
export async function downloadPlayReportCsv(filter: PlayReportFilter): Promise<void> {
  saveFile(await requestFile(`/api/reports/plays.csv?${reportParams(filter).toString()}`, 'text/csv'), `plays-${filter.from}-${filter.to}.csv`);
}
