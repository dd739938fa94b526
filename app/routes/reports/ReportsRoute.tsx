import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadPlayReportCsv, playReportQuery } from '../../api/reports.ts';
import { playReportFilterOf, REPORT_FIELD_KEYS, reportFieldsError, reportFieldsOf } from '../../features/reports/reportFilter.ts';
import { reportTexts } from '../../features/reports/reportTexts.ts';
import { ReportsView } from '../../features/reports/ReportsView.tsx';
import { useClientVenueOptions } from '../../features/venues/useClientVenueOptions.ts';
import { useAddressFields } from '../../routing/useAddressFields.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';

/** /reports: proof of play; the settings live in the address, so a report can be bookmarked or shared. */
export function ReportsRoute() {
  const [address, setAddress] = useAddressFields(REPORT_FIELD_KEYS);
  const [now] = useState(() => Date.now());
  const fields = reportFieldsOf(address, now);
  const rangeError = reportFieldsError(fields);
  const filter = playReportFilterOf(fields);
  const report = useQuery({ ...playReportQuery(filter), enabled: rangeError === null });
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
