import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableHead,
  TableHeaderCell,
  TableLoadingRows,
  TableRow,
  VisuallyHidden,
  type TableAlign,
  type TableSortDirection,
} from '../../../ui-kit/index.ts';
import { ListError } from './lists.styles.ts';

export interface ListColumn {
  label: string;
  align?: TableAlign;
  /** Named for screen readers only (an actions column). */
  labelHidden?: boolean;
  /** A sortable column: its state (aria-sort) and what pressing its header does. */
  sort?: TableSortDirection;
  onSort?: () => void;
}

export interface ListTableProps {
  status: 'loading' | 'error' | 'ready';
  /** Loaded and nothing in it: `empty` shows instead of the table. */
  isEmpty: boolean;
  empty: ReactNode;
  /** The table's accessible name. */
  label: string;
  columns: ListColumn[];
  /** Placeholder rows while loading; 3 unless said. */
  loadingRows?: number;
  /** What the loading rows announce; "Loading" unless said. */
  loadingLabel?: string;
  /** The rows. */
  children: ReactNode;
}

/**
 * A list card's body in its three states (SPEC §8: a list that did not load reads Error; an empty
 * one shows its empty state; else the table, with placeholder rows while it loads), so list
 * screens state only their columns, rows and empty texts.
 */
export function ListTable({ status, isEmpty, empty, label, columns, loadingRows = 3, loadingLabel, children }: ListTableProps) {
  if (status === 'error') return <ListError>Error</ListError>;
  if (status === 'ready' && isEmpty) return <>{empty}</>;
  return (
    <Table aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.label}
              {...(column.align ? { align: column.align } : {})}
              {...(column.sort ? { sort: column.sort, ...(column.onSort ? { onSort: column.onSort } : {}) } : {})}
            >
              {column.labelHidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody aria-busy={status === 'loading' || undefined}>
        {status === 'loading' ? (
          <TableLoadingRows columns={columns.length} rows={loadingRows} {...(loadingLabel ? { label: loadingLabel } : {})} />
        ) : null}
        {children}
      </TableBody>
    </Table>
  );
}
