import styled from 'styled-components';
import type { ComplianceReportItem } from '../../../../contract/complianceReport.ts';
import { Button, PageHeader, vars, type SelectOption } from '../../../../ui-kit/index.ts';
import type { ClientSearchFilterState } from '../../../shared/clientSearch/ClientSearchFilter.tsx';
import { ListTip, PageStack } from '../../../shared/lists/lists.styles.ts';
import { ReportFiltersCard, ReportLoadError } from '../../../shared/lists/ReportFiltersCard.tsx';
import type { ComplianceFields } from './complianceFilter.ts';
import { ComplianceChartsCard } from './ComplianceChartsCard.tsx';
import { ComplianceTableCard } from './ComplianceTableCard.tsx';
import { complianceReportTexts as texts, hasSeconds, seriesPerVenue, shortDaysPerVenue } from './complianceReportTexts.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
`;

export interface ComplianceReportViewProps {
  fields: ComplianceFields;
  onFieldsChange: (fields: ComplianceFields) => void;
  /** Admins find a client on the server; client users see their own only (null: no field). */
  clientFilter: ClientSearchFilterState | null;
  venueOptions: SelectOption[] | null;
  rangeError: string | null;
  status: 'loading' | 'error' | 'ready';
  items: ComplianceReportItem[] | null;
  onRetry: () => void;
  exporting: boolean;
  onExport: () => void;
  onPrintView: () => void;
}

/** /compliance: a chart of a venue's days (one venue at a time), then a row per screen and day with its status in words. */
export function ComplianceReportView(props: ComplianceReportViewProps) {
  const { fields, status } = props;
  const items = props.items ?? [];
  const shownStatus = props.rangeError ? 'ready' : status;
  const allVenues = shownStatus === 'ready' ? seriesPerVenue(items) : [];
  // A venue that required and played nothing (closed, or no gaming-area screen) would draw an empty chart.
  const venues = allVenues.filter(hasSeconds);

  return (
    <PageStack>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Actions>
            <Button variant="outline" onClick={props.onExport} loading={props.exporting} disabled={props.rangeError !== null}>
              {texts.download}
            </Button>
            <Button variant="outline" onClick={props.onPrintView} disabled={props.rangeError !== null}>
              {texts.print}
            </Button>
          </Actions>
        }
      />
      <ReportFiltersCard {...props} texts={texts} />
      {status === 'error' && !props.rangeError ? (
        <ReportLoadError texts={texts} onRetry={props.onRetry} />
      ) : (
        <>
          <ComplianceChartsCard venues={venues} shortDays={shortDaysPerVenue(items)} from={fields.from} to={fields.to} />
          {allVenues.length > venues.length ? <ListTip>{texts.uncharted(allVenues.length - venues.length)}</ListTip> : null}
          <ComplianceTableCard
            key={[fields.from, fields.to, fields.clientId, fields.venueId].join(' ')}
            status={shownStatus}
            items={items}
            rows={fields.rows}
            onRowsChange={(rows) => props.onFieldsChange({ ...fields, rows })}
          />
        </>
      )}
    </PageStack>
  );
}
