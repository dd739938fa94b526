import { useState } from 'react';
import styled from 'styled-components';
import type { ComplianceReportItem } from '../../../../contract/complianceReport.ts';
import { Card, CardContent, CardHeader, EmptyState, Select, TableCell, TableRow, vars } from '../../../../ui-kit/index.ts';
import { zoneLabels } from '../../../shared/compliance/complianceTexts.ts';
import { ListTable } from '../../../shared/lists/ListTable.tsx';
import { ComplianceStatusBadge } from './ComplianceStatusBadge.tsx';
import { complianceReportTexts as texts, dayLabel, openLabel, rowFilterLabels, secondsLabel, statusCounts } from './complianceReportTexts.ts';
import { COMPLIANCE_ROW_FILTERS, COMPLIANCE_ROWS_PAGE, rowCounts, rowMatches, type ComplianceRowFilter } from './complianceRows.ts';

const Muted = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const RowsFilter = styled.div`
  width: min(100%, 16rem);
`;

/** The cells of one row (display and day): the screen with its zone under it, the seconds played of those required. */
function ComplianceCells({ item }: { item: ComplianceReportItem }) {
  const { columns, abbreviations } = texts;
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
      <TableCell label={abbreviations.responsible} align="right">
        {texts.playedOfRequired(secondsLabel(item.mandatorySecondsPlayed), secondsLabel(item.mandatorySecondsRequired))}
      </TableCell>
      <TableCell label={abbreviations.forbidden} align="right">
        {item.forbiddenPlays === 0 ? texts.none : <strong>{texts.forbidden(item.forbiddenPlays)}</strong>}
      </TableCell>
      <TableCell label={columns.status}>
        <ComplianceStatusBadge status={item.status} />
      </TableCell>
    </>
  );
}

const complianceColumns = [
  { label: texts.columns.date },
  { label: texts.columns.screen },
  { label: texts.columns.open, align: 'right' as const },
  // Their headers took three lines and two in a phone's stacked rows (each row near 300 px).
  { label: texts.columns.responsible, abbr: texts.abbreviations.responsible, align: 'right' as const },
  { label: texts.columns.forbidden, abbr: texts.abbreviations.forbidden, align: 'right' as const },
  { label: texts.columns.status },
];

export interface ComplianceTableCardProps {
  status: 'loading' | 'error' | 'ready';
  items: readonly ComplianceReportItem[];
  rows: ComplianceRowFilter;
  onRowsChange: (rows: ComplianceRowFilter) => void;
}

/**
 * "Per screen and day": the summary, a filter of the rows (each option with its count) and the
 * rows it leaves, COMPLIANCE_ROWS_PAGE at a time with Show more. Another filter starts again at the
 * first page (counted per filter here: keying the card by it would remount the filter itself and
 * lose its focus); the page's parent keys it by the report, so another report does too.
 */
export function ComplianceTableCard({ status, items, rows, onRowsChange }: ComplianceTableCardProps) {
  const [paging, setPaging] = useState({ rows, shown: COMPLIANCE_ROWS_PAGE });
  // Another filter: back to the first page (React's way to reset state on a prop change, in render).
  if (paging.rows !== rows) setPaging({ rows, shown: COMPLIANCE_ROWS_PAGE });
  const shown = paging.rows === rows ? paging.shown : COMPLIANCE_ROWS_PAGE;
  const ready = status === 'ready';
  const counts = statusCounts(items);
  const perFilter = rowCounts(items);
  const matching = items.filter((item) => rowMatches(item, rows));
  return (
    <Card>
      <CardHeader
        title={texts.tableTitle}
        description={ready && items.length > 0 ? texts.summary(counts.ok, counts.short, counts['no-data'], counts.forbidden) : undefined}
        actions={
          ready && items.length > 0 ? (
            <RowsFilter>
              <Select
                label={texts.rowsFilter}
                options={COMPLIANCE_ROW_FILTERS.map((filter) => ({ value: filter, label: texts.rowsOption(rowFilterLabels[filter], perFilter[filter]) }))}
                value={rows}
                onValueChange={(value) => onRowsChange(value as ComplianceRowFilter)}
              />
            </RowsFilter>
          ) : null
        }
      />
      <CardContent>
        <ListTable
          status={status}
          isEmpty={matching.length === 0}
          empty={
            items.length === 0 ? (
              <EmptyState title={texts.emptyTitle} description={texts.emptyDescription} />
            ) : (
              <EmptyState title={texts.noMatchingRowsTitle} description={texts.noMatchingRowsDescription} />
            )
          }
          label={texts.tableLabel}
          columns={complianceColumns}
          paging={{ shown: Math.min(shown, matching.length), total: matching.length, loadingMore: false, onShowMore: () => setPaging({ rows, shown: shown + COMPLIANCE_ROWS_PAGE }) }}
        >
          {ready
            ? matching.slice(0, shown).map((item) => (
                <TableRow key={`${item.displayId} ${item.date}`}>
                  <ComplianceCells item={item} />
                </TableRow>
              ))
            : null}
        </ListTable>
      </CardContent>
    </Card>
  );
}
