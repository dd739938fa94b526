import type { ReactNode } from 'react';
import {
  ShowMore,
  Table,
  TableBody,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableLoadingRows,
  TableRow,
  VisuallyHidden,
  type TableAlign,
  type TableDensity,
  type TableSortDirection,
} from '../../../ui-kit/index.ts';
import { imageColumnStyle, ListError, ListFooter, ListTip } from './lists.styles.ts';

export interface ListColumn {
  label: string;
  align?: TableAlign;
  /** Named for screen readers only (an actions column). */
  labelHidden?: boolean;
  /** An image column (a logo): as narrow as its content. */
  media?: boolean;
  /**
   * The header's short form (HTML's `abbr`): the label beside each value when a phone stacks a
   * row, where the kit's label column is 88 px wide and a long header takes several lines.
   */
  abbr?: string;
  /**
   * A sortable column: its state (aria-sort) and what pressing its header does. Stacked rows (a
   * phone) hide the headers and their buttons: a sortable list offers a sort control of its own too.
   */
  sort?: TableSortDirection;
  onSort?: () => void;
}

/** A server-paged list's Show more (docs/product.md#screens: 10 rows, Show more adds 10). */
export interface ListPaging {
  shown: number;
  total: number;
  loadingMore: boolean;
  onShowMore: () => void;
}

export interface ListTableProps {
  status: 'loading' | 'error' | 'ready';
  /** Loaded and nothing in it: `empty` shows instead of the table (or as its one row, `emptyInTable`). */
  isEmpty: boolean;
  empty: ReactNode;
  /** The empty text stands in the table, under its headers, rather than in its place. */
  emptyInTable?: boolean;
  /** The table's accessible name. */
  label: string;
  columns: ListColumn[];
  density?: TableDensity;
  /** The width its rows stack below, for a table of many columns (the kit's Table). */
  stackBelow?: number;
  /** Placeholder rows while loading; 3 unless said. */
  loadingRows?: number;
  /** What the loading rows announce; "Loading" unless said. */
  loadingLabel?: string;
  /** Show more under the loaded list (none while the list is empty: "Showing 0 of 0" says nothing). */
  paging?: ListPaging;
  /** A muted hint under the loaded list. */
  tip?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/**
 * A list card's body in its three states (docs/product.md#messages: a list that did not load reads Error; an empty
 * one shows its empty state; else the table, with placeholder rows while it loads, and once loaded
 * its Show more and tip), so list screens state only their columns, rows and empty texts.
 */
export function ListTable({
  status,
  isEmpty,
  empty,
  emptyInTable,
  label,
  columns,
  density,
  stackBelow,
  loadingRows = 3,
  loadingLabel,
  paging,
  tip,
  children,
}: ListTableProps) {
  if (status === 'error') return <ListError>Error</ListError>;
  const ready = status === 'ready';
  if (ready && isEmpty && !emptyInTable) return <>{empty}</>;
  const showMore = paging && paging.total > 0;
  return (
    <>
      <Table aria-label={label} density={density} stackBelow={stackBelow}>
        <TableHead>
          <TableRow>
            {columns.map(({ label: name, labelHidden, media, ...header }) => (
              <TableHeaderCell key={name} style={media ? imageColumnStyle : undefined} {...header}>
                {labelHidden ? <VisuallyHidden>{name}</VisuallyHidden> : name}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody aria-busy={status === 'loading' || undefined}>
          {status === 'loading' ? <TableLoadingRows columns={columns.length} rows={loadingRows} label={loadingLabel} /> : null}
          {ready && isEmpty ? <TableEmpty columns={columns.length}>{empty}</TableEmpty> : null}
          {children}
        </TableBody>
      </Table>
      {ready && (showMore || tip) ? (
        <ListFooter>
          {showMore ? <ShowMore shown={paging.shown} total={paging.total} loading={paging.loadingMore} onShowMore={paging.onShowMore} /> : null}
          {tip ? <ListTip>{tip}</ListTip> : null}
        </ListFooter>
      ) : null}
    </>
  );
}
