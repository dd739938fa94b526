export {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableLoadingRows,
  TableRow,
  TableRowLink,
} from './Table.tsx';
export type {
  TableAlign,
  TableCellProps,
  TableDensity,
  TableEmptyProps,
  TableHeaderCellProps,
  TableLoadingRowsProps,
  TableProps,
  TableRowLinkProps,
  TableRowProps,
  TableSkeletonWidth,
  TableSortDirection,
} from './Table.tsx';
