import { complianceReportDays, MAX_COMPLIANCE_REPORT_DAYS, type ComplianceReportQuery } from '../../../../contract/complianceReport.ts';
import type { ReportRangeFields } from '../../../shared/lists/ReportFiltersCard.tsx';
import { REPORT_RANGE_KEYS, reportRangeError, reportRangeOf, reportRangeQuery } from '../../../shared/lists/reportRange.ts';
import { complianceReportTexts } from './complianceReportTexts.ts';
import { rowFilterOf, type ComplianceRowFilter } from './complianceRows.ts';

/**
 * /compliance?from=&to=&clientId=&venueId=&rows=&print=true: the settings live in the address;
 * `rows` filters the table (complianceRows.ts), `print` shows the printable view.
 */
export const COMPLIANCE_FIELD_KEYS = [...REPORT_RANGE_KEYS, 'rows', 'print'] as const;

/** The page's one filter type: read from the address once by the route, edited by the view. */
export type ComplianceFields = ReportRangeFields & { rows: ComplianceRowFilter };

/** The settings from the address: the last 7 whole days (to yesterday, whose plays are all in) and every row unless said. */
export function complianceFieldsOf(address: Partial<Record<(typeof COMPLIANCE_FIELD_KEYS)[number], string>>, now: number): ComplianceFields {
  return { ...reportRangeOf(address, now, { fromDaysBefore: 7, toDaysBefore: 1 }), rows: rowFilterOf(address.rows) };
}

/** What is wrong with the dates, in the server's words (contract/complianceReport.ts), or null. */
export function complianceFieldsError(fields: ComplianceFields): string | null {
  return reportRangeError(fields, complianceReportDays, MAX_COMPLIANCE_REPORT_DAYS, complianceReportTexts);
}

/** The API's query (GET /api/reports/compliance and its CSV). */
export const complianceQueryOf = (fields: ComplianceFields): ComplianceReportQuery => reportRangeQuery(fields);
