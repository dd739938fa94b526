import type { ComponentPropsWithRef, CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { defaultRenderLink, RenderedLink, type RenderLink } from '../RenderLink/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  EmptyCell,
  RowLinkRoot,
  Skeleton,
  SortButton,
  TableBodyRoot,
  TableCellRoot,
  TableHeadRoot,
  TableHeaderCellRoot,
  TableFrame,
  TableRoot,
  TableRowRoot,
  TableScroller,
  STACK_BELOW_PX,
} from './Table.styles.ts';

/** Row height: default 48 px rows; compact 40 px rows and smaller text for long admin lists. */
export type TableDensity = 'default' | 'compact';

/** A sortable column's state, written to aria-sort: none means sortable but not sorted by it. */
export type TableSortDirection = 'ascending' | 'descending' | 'none';

/** Horizontal alignment of a column's cells (numbers and actions go right). */
export type TableAlign = 'left' | 'center' | 'right';

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Row height and text size; defaults to default. */
  density?: TableDensity;
  /**
   * The width of the table's own space (px) below which its rows stack; 520 unless said. A table
   * whose columns need more says so, so that between the two its rows stack rather than scroll
   * sideways with the last columns out of sight.
   */
  stackBelow?: number;
  /**
   * The width of the labels beside the values when rows stack; 88 px unless said. A table of long
   * column names and small values (a grid of checkboxes) gives them more, so each fits its line.
   */
  stackedLabelWidth?: string;
}

/**
 * A semantic table. Give it an accessible name with aria-label or a <caption>. Density is on the DOM
 * as data-density. When its own space is narrower than `stackBelow` each row stacks into a block,
 * one line per cell, labelled with the cell's `label`; the roles are explicit because some browsers
 * drop a table's semantics once its parts are display: block.
 */
export function Table({ density = 'default', stackBelow = STACK_BELOW_PX, stackedLabelWidth, children, style, ...rest }: TableProps) {
  // Unset (undefined) unless given: React leaves the property out.
  const withLabelWidth = { ...style, '--table-stacked-label-width': stackedLabelWidth } as CSSProperties;
  return (
    <TableFrame>
      <TableScroller $stackBelow={stackBelow}>
        <TableRoot role="table" {...rest} style={withLabelWidth} $stackBelow={stackBelow} data-density={density}>
          {children}
        </TableRoot>
      </TableScroller>
    </TableFrame>
  );
}

export function TableHead(props: ComponentPropsWithRef<'thead'>) {
  return <TableHeadRoot role="rowgroup" {...props} />;
}

export function TableBody(props: ComponentPropsWithRef<'tbody'>) {
  return <TableBodyRoot role="rowgroup" {...props} />;
}

export interface TableHeaderCellProps extends ComponentPropsWithRef<'th'> {
  /** Makes the column sortable: its state goes to aria-sort and the label becomes a button. */
  sort?: TableSortDirection;
  /** Called when the sort button is pressed; the caller decides the next direction. */
  onSort?: () => void;
  /** Alignment of the header label; defaults to left. */
  align?: TableAlign;
}

const SortIcon = ({ direction }: { direction: TableSortDirection }) => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    {direction !== 'descending' && <path d="m7 9 5-5 5 5" strokeLinecap="round" strokeLinejoin="round" />}
    {direction !== 'ascending' && <path d="m7 15 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />}
  </svg>
);

/**
 * A column header (scope="col"); sortable when `sort` is given. When rows stack (a narrow card) the
 * header row is hidden and its sort button is taken out with it, so the keyboard never lands on it:
 * a sortable table there needs a sort control of its own. The header keeps a text label's name.
 */
export function TableHeaderCell({ sort, onSort, align = 'left', children, ...rest }: TableHeaderCellProps) {
  const sortLabel = sort !== undefined && typeof children === 'string' ? children : undefined;
  return (
    <TableHeaderCellRoot scope="col" role="columnheader" {...rest} data-align={align} aria-sort={sort} data-sort-label={sortLabel}>
      {sort === undefined ? (
        children
      ) : (
        <SortButton type="button" onClick={onSort}>
          {children}
          <SortIcon direction={sort} />
        </SortButton>
      )}
    </TableHeaderCellRoot>
  );
}

export interface TableRowProps extends ComponentPropsWithRef<'tr'> {
  /**
   * Makes the whole row act: a click anywhere (except on its own buttons and links) calls it. Without
   * it, a row that contains a TableRowLink follows that link when clicked. A row with onRowClick and
   * no link is focusable and reacts to Enter and Space.
   */
  onRowClick?: () => void;
}

const interactiveSelector = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

/** A body or header row; clickable rows carry data-clickable. */
export function TableRow({ onRowClick, onClick, onKeyDown, children, ...rest }: TableRowProps) {
  const handleClick = (event: MouseEvent<HTMLTableRowElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const target = event.target as Element;
    // A click on the row's own controls (or on its link itself) is theirs alone.
    if (target.closest(interactiveSelector)) return;
    if (window.getSelection()?.toString()) return;
    if (onRowClick) {
      onRowClick();
      return;
    }
    event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    onKeyDown?.(event);
    if (!onRowClick || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick();
    }
  };

  return (
    <TableRowRoot
      role="row"
      {...rest}
      tabIndex={onRowClick ? 0 : rest.tabIndex}
      data-clickable={onRowClick ? true : undefined}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      {children}
    </TableRowRoot>
  );
}

export interface TableCellProps extends ComponentPropsWithRef<'td'> {
  /** Alignment of the cell content; defaults to left. */
  align?: TableAlign;
  /** Secondary text colour, for dates and identifiers. */
  muted?: boolean;
  /**
   * The column's name, shown beside the value when rows stack in a narrow card (hidden from screen
   * readers, which announce the header). Leave it out for cells that explain themselves (an
   * avatar, the row's actions).
   */
  label?: string;
  /** An image or avatar: when rows stack it sits beside the other cells, not on a line. */
  media?: boolean;
}

export function TableCell({ align = 'left', muted = false, label, media = false, children, ...rest }: TableCellProps) {
  return (
    <TableCellRoot
      role="cell"
      {...rest}
      data-align={align}
      data-muted={muted || undefined}
      data-label={label}
      data-media={media || undefined}
    >
      {label === undefined ? children : <span data-value>{children}</span>}
    </TableCellRoot>
  );
}

export interface TableRowLinkProps {
  href: string;
  /** The app's router link; a plain anchor by default. */
  renderLink?: RenderLink;
  children: ReactNode;
}

/**
 * The row's link, usually on its name: keyboard and screen-reader users reach the row through it,
 * and a click anywhere on the row follows it.
 */
export function TableRowLink({ href, renderLink = defaultRenderLink, children }: TableRowLinkProps) {
  return (
    <RowLinkRoot as={RenderedLink} renderLink={renderLink} href={href} data-row-link>
      {children}
    </RowLinkRoot>
  );
}

/** Width of a placeholder bar in a loading row. */
export type TableSkeletonWidth = 'short' | 'medium' | 'long';

export interface TableLoadingRowsProps {
  /** How many placeholder rows; defaults to 5. */
  rows?: number;
  /** How many cells per row (the table's column count). */
  columns: number;
  /** Accessible text announced for the loading rows; defaults to "Loading". */
  label?: string;
}

const skeletonWidths: TableSkeletonWidth[] = ['long', 'medium', 'short', 'medium'];

/** Placeholder rows while data loads; each row has data-loading and the body should have aria-busy. */
export function TableLoadingRows({ rows = 5, columns, label = 'Loading' }: TableLoadingRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRowRoot key={row} role="row" data-loading aria-hidden={row === 0 ? undefined : true}>
          {Array.from({ length: columns }, (_, column) => (
            <TableCellRoot key={column} role="cell">
              {row === 0 && column === 0 ? <VisuallyHidden>{label}</VisuallyHidden> : null}
              <Skeleton data-width={skeletonWidths[(row + column) % skeletonWidths.length]} />
            </TableCellRoot>
          ))}
        </TableRowRoot>
      ))}
    </>
  );
}

export interface TableEmptyProps {
  /** The table's column count, so the message spans the whole row. */
  columns: number;
  /** What to show: a sentence ("No displays found.") or an EmptyState. */
  children: ReactNode;
}

/** One full-width row for a table with no rows. */
export function TableEmpty({ columns, children }: TableEmptyProps) {
  return (
    <TableRowRoot role="row" data-empty>
      <EmptyCell role="cell" colSpan={columns}>{children}</EmptyCell>
    </TableRowRoot>
  );
}
