import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { complianceReportQuery, downloadComplianceCsv } from '../../api/complianceReport.ts';
import {
  COMPLIANCE_FIELD_KEYS,
  complianceFieldsError,
  complianceFieldsOf,
  complianceQueryOf,
  type ComplianceFields,
} from '../../features/compliance/report/complianceFilter.ts';
import { CompliancePrintView } from '../../features/compliance/report/CompliancePrintView.tsx';
import { complianceReportTexts } from '../../features/compliance/report/complianceReportTexts.ts';
import { ComplianceReportView } from '../../features/compliance/report/ComplianceReportView.tsx';
import { useClientVenueOptions } from '../../features/venues/useClientVenueOptions.ts';
import { useAddressFields } from '../../routing/useAddressFields.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';

/**
 * /compliance (docs/compliance.md#the-compliance-report): the settings live in the address, so a
 * report can be bookmarked or sent; `print=true` shows the printable view of the same report.
 */
export function ComplianceRoute() {
  const [address, setAddress] = useAddressFields(COMPLIANCE_FIELD_KEYS);
  const [now] = useState(() => Date.now());
  const fields = complianceFieldsOf(address, now);
  const printing = address.print === 'true';
  const rangeError = complianceFieldsError(fields);
  const query = complianceQueryOf(fields);
  const report = useQuery({ ...complianceReportQuery(query), enabled: rangeError === null });
  const { clientFilter, venueOptions } = useClientVenueOptions(fields.clientId);
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);
  const status = report.isError ? 'error' : report.data ? 'ready' : 'loading';
  // Every row, the default, is not written into the address.
  const setFields = (next: ComplianceFields, print = printing) =>
    setAddress({ ...next, rows: next.rows === 'all' ? undefined : next.rows, print: print ? 'true' : undefined });

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
