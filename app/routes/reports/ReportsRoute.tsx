import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { downloadPlayReportCsv, fetchPlayReport, reportKeys } from '../../api/reports.ts';
import { reportTexts } from '../../features/reports/reportTexts.ts';
import { ReportsView, type ReportFields } from '../../features/reports/ReportsView.tsx';
import { useClientVenueOptions } from '../../features/venues/useClientVenueOptions.ts';
import { useAddressFields } from '../../routing/useAddressFields.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';

/**
 * The date `daysBefore` days before the instant, on this browser's calendar (YYYY-MM-DD): report
 * dates are venues' local dates, and the person's own today is the nearest one to default to.
 */
function localDay(ms: number, daysBefore = 0): string {
  const date = new Date(ms);
  date.setDate(date.getDate() - daysBefore);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const FIELD_KEYS = ['from', 'to', 'groupBy', 'interval', 'clientId', 'venueId'] as const;

/** The report's settings from the address: the last 7 days (local dates) per day by display unless said. */
function fieldsOf(address: Partial<Record<(typeof FIELD_KEYS)[number], string>>, now: number): ReportFields {
  const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  const from = address.from ?? '';
  const to = address.to ?? '';
  return {
    from: DATE.test(from) ? from : localDay(now, 6),
    to: DATE.test(to) ? to : localDay(now),
    groupBy: pick<ReportGrouping>(address.groupBy, reportGroupings, 'display'),
    interval: pick<ReportInterval>(address.interval, reportIntervals, 'day'),
    clientId: address.clientId,
    venueId: address.venueId,
  };
}

/** What is wrong with the dates, in the server's words (contract/fleet/plays.ts), or null. */
function rangeErrorOf(fields: ReportFields): string | null {
  if (!DATE.test(fields.from) || !DATE.test(fields.to)) return reportTexts.invalidRange;
  const days = reportDays(fields.from, fields.to);
  if (!(days >= 1)) return reportTexts.invalidRange;
  if (days > (fields.interval === 'hour' ? MAX_HOURLY_REPORT_DAYS : MAX_REPORT_DAYS)) return reportTexts.rangeTooLong;
  return null;
}

/** /reports: proof of play; the settings live in the address, so a report can be bookmarked or shared. */
export function ReportsRoute() {
  const [address, setAddress] = useAddressFields(FIELD_KEYS);
  const [now] = useState(() => Date.now());
  const fields = fieldsOf(address, now);
  const rangeError = rangeErrorOf(fields);
  const filter: PlayReportFilter = {
    from: fields.from,
    to: fields.to,
    groupBy: fields.groupBy,
    interval: fields.interval,
    ...(fields.clientId ? { clientId: fields.clientId } : {}),
    ...(fields.venueId ? { venueId: fields.venueId } : {}),
  };
  const report = useQuery({
    queryKey: reportKeys.plays(filter),
    queryFn: ({ signal }) => fetchPlayReport(filter, signal),
    enabled: rangeError === null,
    // A report of past days changes only as late plays arrive: no refetch on every focus.
    staleTime: 60_000,
  });
  const { clientFilter, venueOptions } = useClientVenueOptions(fields.clientId);
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);

  return (
    <ReportsView
      fields={fields}
      onFieldsChange={setAddress}
      clientFilter={clientFilter}
      venueOptions={venueOptions}
      rangeError={rangeError}
      status={report.isError ? 'error' : report.data ? 'ready' : 'loading'}
      report={report.data ?? null}
      onRetry={() => void report.refetch()}
      exporting={exporting}
      onExport={() => {
        setExporting(true);
        void downloadPlayReportCsv(filter)
          .catch(() => showToast({ title: reportTexts.downloadFailed, variant: 'destructive' }))
          .finally(() => setExporting(false));
      }}
    />
  );
}
