import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { complianceReportDays, MAX_COMPLIANCE_REPORT_DAYS, type ComplianceReportQuery } from '../../../contract/complianceReport.ts';
import { complianceReportKey, downloadComplianceCsv, fetchComplianceReport } from '../../api/complianceReport.ts';
import { CompliancePrintView } from '../../features/compliance/report/CompliancePrintView.tsx';
import { complianceReportTexts } from '../../features/compliance/report/complianceReportTexts.ts';
import { ComplianceReportView, type ComplianceFields } from '../../features/compliance/report/ComplianceReportView.tsx';
import { useClientVenueOptions } from '../../features/venues/useClientVenueOptions.ts';
import { useAddressFields } from '../../routing/useAddressFields.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';

/** The date `daysBefore` days before the instant on this browser's calendar (report dates are venues' local dates). */
function localDay(ms: number, daysBefore: number): string {
  const date = new Date(ms);
  date.setDate(date.getDate() - daysBefore);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const FIELD_KEYS = ['from', 'to', 'clientId', 'venueId', 'print'] as const;

/** The settings from the address: the last 7 whole days (to yesterday, whose plays are all in) unless said. */
function fieldsOf(address: Partial<Record<(typeof FIELD_KEYS)[number], string>>, now: number): ComplianceFields {
  return {
    from: DATE.test(address.from ?? '') ? address.from! : localDay(now, 7),
    to: DATE.test(address.to ?? '') ? address.to! : localDay(now, 1),
    clientId: address.clientId,
    venueId: address.venueId,
  };
}

/** What is wrong with the dates, in the server's words (contract/complianceReport.ts), or null. */
function rangeErrorOf(fields: ComplianceFields): string | null {
  if (!DATE.test(fields.from) || !DATE.test(fields.to)) return complianceReportTexts.invalidRange;
  const days = complianceReportDays(fields.from, fields.to);
  if (!(days >= 1)) return complianceReportTexts.invalidRange;
  if (days > MAX_COMPLIANCE_REPORT_DAYS) return complianceReportTexts.rangeTooLong;
  return null;
}

/**
 * /compliance (docs/compliance.md#the-compliance-report): the settings live in the address, so a
 * report can be bookmarked or sent; `print=true` shows the printable view of the same report.
 */
export function ComplianceRoute() {
  const [address, setAddress] = useAddressFields(FIELD_KEYS);
  const [now] = useState(() => Date.now());
  const fields = fieldsOf(address, now);
  const printing = address.print === 'true';
  const rangeError = rangeErrorOf(fields);
  const query: ComplianceReportQuery = {
    from: fields.from,
    to: fields.to,
    ...(fields.clientId ? { clientId: fields.clientId } : {}),
    ...(fields.venueId ? { venueId: fields.venueId } : {}),
  };
  const report = useQuery({
    queryKey: complianceReportKey(query),
    queryFn: ({ signal }) => fetchComplianceReport(query, signal),
    enabled: rangeError === null,
    // Past days change only as late plays arrive: no refetch on every focus.
    staleTime: 60_000,
  });
  const { clientFilter, venueOptions } = useClientVenueOptions(fields.clientId);
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);
  const status = report.isError ? 'error' : report.data ? 'ready' : 'loading';
  const setFields = (next: ComplianceFields, print = printing) => setAddress({ ...next, print: print ? 'true' : undefined });

  if (printing) {
    return (
      <CompliancePrintView
        from={fields.from}
        to={fields.to}
        status={status}
        items={report.data?.items ?? null}
        generatedAt={new Date(report.dataUpdatedAt || now).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZoneName: 'short' })}
        onPrint={() => window.print()}
        onBack={() => setFields(fields, false)}
      />
    );
  }
  return (
    <ComplianceReportView
      fields={fields}
      onFieldsChange={(next) => setFields(next)}
      clientFilter={clientFilter}
      venueOptions={venueOptions}
      rangeError={rangeError}
      status={status}
      items={report.data?.items ?? null}
      onRetry={() => void report.refetch()}
      exporting={exporting}
      onExport={() => {
        setExporting(true);
        void downloadComplianceCsv(query)
          .catch(() => showToast({ title: complianceReportTexts.downloadFailed, variant: 'destructive' }))
          .finally(() => setExporting(false));
      }}
      onPrintView={() => setFields(fields, true)}
    />
  );
}
