import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { MAX_PAGE_SIZE } from '../../../contract/paging.ts';
import { venuePageSchema } from '../../../contract/venues.ts';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { request } from '../../api/client.ts';
import { clientOptionsQuery } from '../../api/clients.ts';
import { downloadPlayReportCsv, fetchPlayReport, reportKeys } from '../../api/reports.ts';
import { reportTexts } from '../../features/reports/reportTexts.ts';
import { ReportsView, type ReportFields } from '../../features/reports/ReportsView.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { useToast } from '../../toasts/ToastProvider.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The report's settings from the address: the last 7 days (UTC) per day by display unless said. */
function fieldsOf(params: URLSearchParams, now: number): ReportFields {
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    from: DATE.test(from) ? from : utcDay(now - 6 * DAY_MS),
    to: DATE.test(to) ? to : utcDay(now),
    groupBy: pick<ReportGrouping>(params.get('groupBy'), reportGroupings, 'display'),
    interval: pick<ReportInterval>(params.get('interval'), reportIntervals, 'day'),
    clientId: params.get('clientId') ?? undefined,
    venueId: params.get('venueId') ?? undefined,
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
  const identity = useSelector(useSessionActor(), selectIdentity);
  const isAdmin = identity?.identityType === 'Admin';
  const ownClientId = identity?.identityType === 'ClientIdentity' ? identity.clientId : null;
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const fields = fieldsOf(params, now);
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
  const clients = useQuery({ ...clientOptionsQuery(), enabled: isAdmin });
  const venueClientId = ownClientId ?? fields.clientId;
  const venues = useQuery({
    queryKey: ['clients', 'detail', venueClientId, 'venues', 'options'],
    queryFn: ({ signal }) =>
      request(`/api/clients/${encodeURIComponent(venueClientId ?? '')}/venues?offset=0&limit=${MAX_PAGE_SIZE}`, { response: venuePageSchema, signal }),
    enabled: venueClientId !== undefined && venueClientId !== null,
  });
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);

  const onFieldsChange = (next: ReportFields) => {
    const search = new URLSearchParams({ from: next.from, to: next.to, groupBy: next.groupBy, interval: next.interval });
    if (next.clientId) search.set('clientId', next.clientId);
    if (next.venueId) search.set('venueId', next.venueId);
    setParams(search, { replace: true });
  };

  return (
    <ReportsView
      fields={fields}
      onFieldsChange={onFieldsChange}
      clientOptions={isAdmin ? (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name })) : null}
      venueOptions={venueClientId ? (venues.data?.items ?? []).map((venue) => ({ value: venue.id, label: venue.name })) : null}
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
