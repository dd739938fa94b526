import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { reportGroupings, reportIntervals, type PlayReport, type ReportGrouping, type ReportInterval } from '../../../contract/fleet/plays.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  PageHeader,
  Select,
  TableCell,
  TableRow,
  type SelectOption,
} from '../../../ui-kit/index.ts';
import type { ClientSearchFilterState } from '../../shared/clientSearch/ClientSearchFilter.tsx';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import { ListTip, PageStack } from '../../shared/lists/lists.styles.ts';
import { ReportFiltersCard, ReportLoadError } from '../../shared/lists/ReportFiltersCard.tsx';
import type { ReportFields } from './reportFilter.ts';
import { durationLabel, groupingLabels, intervalLabels, periodLabel, periodOf, playsPerPeriod, reportTexts, rowName } from './reportTexts.ts';

// The chart and its library load with the first report that has rows, never before /reports.
const PlaysChart = lazy(() => import('./PlaysChart.tsx').then((module) => ({ default: module.PlaysChart })));

/** Holds the chart's place while its code loads, so the table below does not jump. */
const ChartBox = styled.div`
  min-height: 10rem;
`;

export interface ReportsViewProps {
  fields: ReportFields;
  onFieldsChange: (fields: ReportFields) => void;
  /** Admins find a client on the server; client users see their own only (null: no field). */
  clientFilter: ClientSearchFilterState | null;
  /** The chosen (or own) client's venues; null until there is a client. */
  venueOptions: SelectOption[] | null;
  /** What is wrong with the dates (the report is not asked for until they are right). */
  rangeError: string | null;
  status: 'loading' | 'error' | 'ready';
  report: PlayReport | null;
  onRetry: () => void;
  exporting: boolean;
  onExport: () => void;
}

const groupingOptions: SelectOption[] = reportGroupings.map((value) => ({ value, label: groupingLabels[value] }));
const intervalOptions: SelectOption[] = reportIntervals.map((value) => ({ value, label: intervalLabels[value] }));

/** /reports: proof of play per client, venue, display or layout, per day or hour. */
export function ReportsView(props: ReportsViewProps) {
  const { fields, onFieldsChange, status, report } = props;
  const set = <K extends keyof ReportFields>(key: K, value: ReportFields[K]) => onFieldsChange({ ...fields, [key]: value });
  const rows = report?.rows ?? [];
  const totalPlays = rows.reduce((sum, row) => sum + row.plays, 0);
  const shownStatus = props.rangeError ? 'ready' : status;

  return (
    <PageStack>
      <PageHeader
        title={reportTexts.title}
        description={reportTexts.description}
        actions={
          <Button variant="outline" onClick={props.onExport} loading={props.exporting} disabled={props.rangeError !== null}>
            {reportTexts.download}
          </Button>
        }
      />
      <ReportFiltersCard {...props} texts={reportTexts}>
        <Select label={reportTexts.groupBy} options={groupingOptions} value={fields.groupBy} onValueChange={(value) => set('groupBy', value as ReportGrouping)} />
        <Select label={reportTexts.interval} options={intervalOptions} value={fields.interval} onValueChange={(value) => set('interval', value as ReportInterval)} />
      </ReportFiltersCard>
      {status === 'error' && !props.rangeError ? (
        <ReportLoadError texts={reportTexts} onRetry={props.onRetry} />
      ) : (
        <>
          {shownStatus === 'ready' && rows.length > 0 ? (
            <Card>
              <CardHeader title={reportTexts.chartTitle} description={`${totalPlays.toLocaleString('en')} plays`} />
              <CardContent>
                <ChartBox>
                  <Suspense fallback={null}>
                    <PlaysChart
                      data={playsPerPeriod(rows)}
                      label={`${reportTexts.chartTitle}: ${totalPlays.toLocaleString('en')} plays from ${fields.from} to ${fields.to}`}
                    />
                  </Suspense>
                </ChartBox>
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader title={reportTexts.tableTitle} />
            <CardContent>
              <ListTable
                status={shownStatus}
                isEmpty={rows.length === 0}
                empty={<EmptyState title={reportTexts.emptyTitle} description={reportTexts.emptyDescription} />}
                label={reportTexts.tableLabel}
                columns={[
                  { label: reportTexts.columns.period },
                  { label: groupingLabels[fields.groupBy] },
                  { label: reportTexts.columns.plays, align: 'right' },
                  { label: reportTexts.columns.time, align: 'right' },
                  { label: reportTexts.columns.staleFallback, align: 'right' },
                ]}
              >
                {shownStatus === 'ready'
                  ? rows.map((row) => (
                      <TableRow key={`${periodOf(row)} ${row.key}`}>
                        <TableCell label={reportTexts.columns.period}>{periodLabel(periodOf(row))}</TableCell>
                        <TableCell label={groupingLabels[fields.groupBy]}>{rowName(row)}</TableCell>
                        <TableCell label={reportTexts.columns.plays} align="right">
                          {row.plays.toLocaleString('en')}
                        </TableCell>
                        <TableCell label={reportTexts.columns.time} align="right">
                          {durationLabel(row.seconds)}
                        </TableCell>
                        <TableCell label={reportTexts.columns.staleFallback} align="right">
                          {row.staleFallbackPlays.toLocaleString('en')}
                        </TableCell>
                      </TableRow>
                    ))
                  : null}
              </ListTable>
              {report?.truncated ? <ListTip>{reportTexts.truncated(rows.length)}</ListTip> : null}
              {shownStatus === 'ready' && rows.length > 0 ? <ListTip>{reportTexts.staleFallbackNote}</ListTip> : null}
            </CardContent>
          </Card>
        </>
      )}
    </PageStack>
  );
}
