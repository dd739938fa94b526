import type { ComplianceReportItem } from '../../../../contract/complianceReport.ts';

/**
 * Which rows the page's table shows (the address's `rows`): every row, those of one status, or
 * those with forbidden plays. The charts, the summary, the CSV and the printable view keep every row.
 */
export const COMPLIANCE_ROW_FILTERS = ['all', 'short', 'no-data', 'forbidden', 'ok'] as const;
export type ComplianceRowFilter = (typeof COMPLIANCE_ROW_FILTERS)[number];

/** The filter an address names, every row for anything else. */
export const rowFilterOf = (value: string | undefined): ComplianceRowFilter => COMPLIANCE_ROW_FILTERS.find((filter) => filter === value) ?? 'all';

export function rowMatches(item: ComplianceReportItem, filter: ComplianceRowFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'forbidden') return item.forbiddenPlays > 0;
  return item.status === filter;
}

/** How many rows each filter would show, for its option's label. */
export function rowCounts(items: readonly ComplianceReportItem[]): Record<ComplianceRowFilter, number> {
  const counts = Object.fromEntries(COMPLIANCE_ROW_FILTERS.map((filter) => [filter, 0])) as Record<ComplianceRowFilter, number>;
  for (const item of items) {
    for (const filter of COMPLIANCE_ROW_FILTERS) if (rowMatches(item, filter)) counts[filter] += 1;
  }
  return counts;
}

/**
 * Rows the table shows at first, and each Show more adds: a venue group's week is hundreds of rows
 * (a screen a day), which stacked on a phone made a page tens of thousands of pixels long.
 */
export const COMPLIANCE_ROWS_PAGE = 25;
