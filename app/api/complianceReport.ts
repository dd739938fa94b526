import { queryOptions } from '@tanstack/react-query';
import { complianceReportSchema, type ComplianceReportQuery } from '../../contract/complianceReport.ts';
import { request } from './client.ts';
import { REPORT_STALE_MS, reportKeys } from './reports.ts';
import { requestFile } from './requestFile.ts';
import { saveFile } from './saveFile.ts';

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
  saveFile(await requestFile(`/api/reports/compliance.csv?${params(query)}`, 'text/csv'), `compliance-${query.from}-${query.to}.csv`);
}
