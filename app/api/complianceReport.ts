import { queryOptions } from '@tanstack/react-query';
import { complianceReportSchema, type ComplianceReportQuery } from '../../contract/complianceReport.ts';
import { apiUrl, ApiError, problemOf, request } from './client.ts';
import { REPORT_STALE_MS, reportKeys } from './reports.ts';
import { readToken } from './tokenStorage.ts';

/** Query key of a compliance report (under 'reports', so both reports share their invalidation). */
export const complianceReportKey = (query: ComplianceReportQuery) => [...reportKeys.all, 'compliance', query] as const;

function params(query: ComplianceReportQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}

/** GET /api/reports/compliance: per display and local day (docs/compliance.md#the-compliance-report). */
export const complianceReportQuery = (query: ComplianceReportQuery) =>
  queryOptions({
    queryKey: complianceReportKey(query),
    queryFn: ({ signal }) => request(`/api/reports/compliance?${params(query)}`, { response: complianceReportSchema, signal }),
    staleTime: REPORT_STALE_MS,
  });

/** GET /api/reports/compliance.csv of the same report, saved by the browser. */
export async function downloadComplianceCsv(query: ComplianceReportQuery): Promise<void> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(apiUrl(`/api/reports/compliance.csv?${params(query)}`), { headers, credentials: 'include' });
  if (!response.ok) throw new ApiError(await problemOf(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `compliance-${query.from}-${query.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
