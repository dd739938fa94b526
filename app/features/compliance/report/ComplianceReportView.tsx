import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { ComplianceReportItem } from '../../../../contract/complianceReport.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  PageHeader,
  TableCell,
  TableRow,
  vars,
  type SelectOption,
} from '../../../../ui-kit/index.ts';
import type { ClientSearchFilterState } from '../../../shared/clientSearch/ClientSearchFilter.tsx';
import { ListTable } from '../../../shared/lists/ListTable.tsx';
import { ListTip, PageStack } from '../../../shared/lists/lists.styles.ts';
import { ReportFiltersCard, ReportLoadError } from '../../../shared/lists/ReportFiltersCard.tsx';
import type { ComplianceFields } from './complianceFilter.ts';
import { zoneLabels } from '../../../shared/compliance/complianceTexts.ts';
import { ComplianceStatusBadge } from './ComplianceStatusBadge.tsx';
import { complianceReportTexts as texts, dayLabel, hasSeconds, openLabel, secondsLabel, seriesPerVenue, statusCounts } from './complianceReportTexts.ts';

// The chart library loads with the first report that has rows, on /compliance only.
const ComplianceChart = lazy(() => import('./ComplianceChart.tsx').then((module) => ({ default: module.ComplianceChart })));

/** Charts drawn at most (one per venue); a venue group of hundreds picks a venue for its own. */
export const MAX_CHARTS = 12;
/** Rows the page's table shows; the CSV and the printable view hold them all. */
export const MAX_TABLE_ROWS = 1_000;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
`;

const ChartBox = styled.div`
  min-height: 12rem;
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

const Muted = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The cells of one row (display and day): the screen with its zone under it, the seconds played of those required. */
export function ComplianceCells({ item }: { item: ComplianceReportItem }) {
  const { columns } = texts;
  return (
    <>
      <TableCell label={columns.date}>{dayLabel(item.date)}</TableCell>
      <TableCell label={columns.screen}>
        {item.venueName} – {item.displayLabel}
        <Muted>{zoneLabels[item.zone]}</Muted>
      </TableCell>
      <TableCell label={columns.open} align="right">
        {openLabel(item.openMinutes)}
      </TableCell>
      <TableCell label={columns.responsible} align="right">
        {texts.playedOfRequired(secondsLabel(item.mandatorySecondsPlayed), secondsLabel(item.mandatorySecondsRequired))}
      </TableCell>
      <TableCell label={columns.forbidden} align="right">
        {item.forbiddenPlays === 0 ? texts.none : <strong>{texts.forbidden(item.forbiddenPlays)}</strong>}
      </TableCell>
      <TableCell label={columns.status}>
        <ComplianceStatusBadge status={item.status} />
      </TableCell>
    </>
  );
}

export const complianceColumns = [
  { label: texts.columns.date },
  { label: texts.columns.screen },
  { label: texts.columns.open, align: 'right' as const },
  { label: texts.columns.responsible, align: 'right' as const },
  { label: texts.columns.forbidden, align: 'right' as const },
  { label: texts.columns.status },
];

/** /compliance: per venue a chart, then a row per screen and day with its status in words. */
export function ComplianceReportView(props: ComplianceReportViewProps) {
  const { fields, status } = props;
  const items = props.items ?? [];
  const shownStatus = props.rangeError ? 'ready' : status;
  const allVenues = shownStatus === 'ready' ? seriesPerVenue(items) : [];
  // A venue that required and played nothing (closed, or no gaming-area screen) would draw an empty chart.
  const venues = allVenues.filter(hasSeconds);
  const rows = items.slice(0, MAX_TABLE_ROWS);
  const counts = statusCounts(items);

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
          {venues.slice(0, MAX_CHARTS).map((venue) => (
            <Card key={venue.venueId}>
              <CardHeader title={texts.chartTitle(venue.venueName)} />
              <CardContent>
                <ChartBox>
                  <Suspense fallback={null}>
                    <ComplianceChart days={venue.days} label={texts.chartLabel(venue.venueName, fields.from, fields.to)} />
                  </Suspense>
                </ChartBox>
              </CardContent>
            </Card>
          ))}
          {venues.length > MAX_CHARTS ? <ListTip>{texts.moreVenues(MAX_CHARTS, venues.length)}</ListTip> : null}
          {allVenues.length > venues.length ? <ListTip>{texts.uncharted(allVenues.length - venues.length)}</ListTip> : null}
          <Card>
            <CardHeader
              title={texts.tableTitle}
              description={shownStatus === 'ready' && items.length > 0 ? texts.summary(counts.ok, counts.short, counts['no-data'], counts.forbidden) : undefined}
            />
            <CardContent>
              <ListTable
                status={shownStatus}
                isEmpty={items.length === 0}
                empty={<EmptyState title={texts.emptyTitle} description={texts.emptyDescription} />}
                label={texts.tableLabel}
                columns={complianceColumns}
              >
                {shownStatus === 'ready'
                  ? rows.map((item) => (
                      <TableRow key={`${item.displayId} ${item.date}`}>
                        <ComplianceCells item={item} />
                      </TableRow>
                    ))
                  : null}
              </ListTable>
              {items.length > rows.length ? <ListTip>{texts.moreRows(rows.length, items.length)}</ListTip> : null}
            </CardContent>
          </Card>
        </>
      )}
    </PageStack>
  );
}
