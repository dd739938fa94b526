import {
  MAX_HOURLY_REPORT_DAYS,
  MAX_REPORT_DAYS,
  reportDays,
  reportGroupings,
  reportIntervals,
  type PlayReportFilter,
  type ReportGrouping,
  type ReportInterval,
} from '../../../contract/fleet/plays.ts';
import type { ReportRangeFields } from '../../shared/lists/ReportFiltersCard.tsx';
import { reportRangeError, reportRangeOf, reportRangeQuery } from '../../shared/lists/reportRange.ts';
import { reportTexts } from './reportTexts.ts';

/** /reports?from=&to=&groupBy=&interval=&clientId=&venueId=: the report's settings live in its address, in this order. */
export const REPORT_FIELD_KEYS = ['from', 'to', 'groupBy', 'interval', 'clientId', 'venueId'] as const;

/** The page's one filter type: read from the address once by the route, edited by the view. */
export interface ReportFields extends ReportRangeFields {
  groupBy: ReportGrouping;
  interval: ReportInterval;
}

/** The settings from the address: the last 7 days (local dates) per day by display unless said. */
export function reportFieldsOf(address: Partial<Record<(typeof REPORT_FIELD_KEYS)[number], string>>, now: number): ReportFields {
  const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  return {
    ...reportRangeOf(address, now, { fromDaysBefore: 6, toDaysBefore: 0 }),
    groupBy: pick<ReportGrouping>(address.groupBy, reportGroupings, 'display'),
    interval: pick<ReportInterval>(address.interval, reportIntervals, 'day'),
  };
}

/** What is wrong with the dates, in the server's words (contract/fleet/plays.ts), or null. */
export function reportFieldsError(fields: ReportFields): string | null {
  return reportRangeError(fields, reportDays, fields.interval === 'hour' ? MAX_HOURLY_REPORT_DAYS : MAX_REPORT_DAYS, reportTexts);
}

/** The API's filter (GET /api/reports/plays and its CSV). */
export function playReportFilterOf(fields: ReportFields): PlayReportFilter {
  const { from, to, ...chosen } = reportRangeQuery(fields);
  return { from, to, groupBy: fields.groupBy, interval: fields.interval, ...chosen };
}
