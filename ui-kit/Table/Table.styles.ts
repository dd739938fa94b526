import styled, { keyframes } from 'styled-components';
import { vars } from '../tokens.ts';
import { visuallyHidden } from '../VisuallyHidden/index.ts';

/**
 * Width of the column names shown beside the values when rows are stacked (Table's
 * `stackedLabelWidth` sets another, through --table-stacked-label-width).
 */
const STACKED_LABEL_WIDTH = '88px';

/**
 * Rows stack when the table's own space (its card, not the screen) is narrower than this: on a
 * phone, and on a tablet or a narrow window where the side navigation leaves a card ~400–500 px
 * wide. The widest list table (Venues: avatar, client, name, code, last seen) needs about 505 px;
 * a client's venues card at desktop width has ~585 px and keeps its columns. A table of more
 * columns says where its own rows stack (Table's `stackBelow`).
 */
export const STACK_BELOW_PX = 520;

/** What a table's frame and root take: the width its rows stack below. */
export interface StackingProps {
  $stackBelow: number;
}

const whenStacked = ({ $stackBelow }: StackingProps) => `@container table-frame (max-width: ${$stackBelow - 0.02}px)`;

/** The size a table's layout depends on: the space its parent gives it, whatever its content. */
export const TableFrame = styled.div`
  container: table-frame / inline-size;
  width: 100%;
`;

/** Scrolls sideways when columns do not fit (a wide table that does not stack). */
export const TableScroller = styled.div<StackingProps>`
  /* Contains absolutely positioned content (a visually hidden header), which would otherwise
     escape the sideways scroll and widen the whole page on a phone. */
  position: relative;
  width: 100%;
  overflow-x: auto;

  /* Stacked rows (see TableRoot) need no scrolling; visible overflow keeps the focus ring of a
     clickable row, drawn outside it there, from being clipped. */
  ${whenStacked} {
    overflow-x: visible;
  }
`;

export const TableRoot = styled.table<StackingProps>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;

  --table-cell-py: ${vars.space[12]};
  --table-cell-px: ${vars.space[12]};

  &[data-density='compact'] {
    --table-cell-py: ${vars.space[8]};
    font-size: ${vars.fontSize.sm};
  }

  /* In a narrow space each row becomes a block with one line per cell, its column name beside it
     (the cell's data-label), so nothing scrolls sideways; a media cell (an avatar) sits at the left
     of the block. The header row stays for screen readers only; the explicit roles on every part
     keep the table semantics that display: block would drop. */
  ${whenStacked} {
    &,
    & > tbody,
    & > tbody > tr,
    & > tbody > tr > td {
      display: block;
      width: auto;
    }

    & > thead {
      ${visuallyHidden}
    }

    /* A sort button in the hidden header row would still take the focus, with no ring to see, so it
       goes; a list that sorts offers its own control for that width (the fleet's "Sort by"). The
       header keeps its name as generated text, part of an element's accessible name. */
    & > thead > tr > th[aria-sort] > button {
      display: none;
    }

    & > thead > tr > th[data-sort-label]::after {
      content: attr(data-sort-label);
    }

    /* The cells line up with the card's text: no side padding, the row's focus ring outside it. */
    & > tbody > tr:not([data-empty]) {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      padding: var(--table-cell-py) 0;
    }

    & > tbody > tr[data-clickable]:focus-visible {
      outline-offset: 2px;
    }

    & > tbody > tr > td:not([colspan]) {
      grid-column: 2;
      padding: ${vars.space[4]} 0;
      text-align: left;
      overflow-wrap: anywhere;
    }

    & > tbody > tr > td[data-media] {
      grid-column: 1;
      /* Beside every other cell of the row (rows the other cells do not fill have no height). */
      grid-row: 1 / span 16;
      padding-right: ${vars.space[12]};
    }

    /* Baseline alignment puts the label on the value's first line, be it text, a badge or a
       button's label. */
    & > tbody > tr > td[data-label] {
      display: flex;
      align-items: baseline;
      column-gap: ${vars.space[8]};
    }

    /* The cell's children as one box beside the label (TableCell wraps them), so they flow
       together, a badge with its text and a block under a block, not as flex items in a row. */
    & > tbody > tr > td[data-label] > [data-value] {
      display: block;
      flex: 1 1 auto;
      min-width: 0;
    }

    /* The alternative text after the slash is empty: screen readers already announce the header. */
    & > tbody > tr > td[data-label]::before {
      content: attr(data-label) / '';
      flex: 0 0 var(--table-stacked-label-width, ${STACKED_LABEL_WIDTH});
      margin-right: ${vars.space[4]};
      font-size: ${vars.fontSize.sm};
      font-weight: ${vars.fontWeight.medium};
      color: ${vars.color.textMuted};
      overflow-wrap: normal;
    }

    /* Stacked rows are for phones and tablets (touch, no hover): buttons at least 40 px high. */
    & > tbody > tr > td :is(button, a)[data-size] {
      min-height: 40px;
      min-width: 40px;
    }
  }
`;

export const TableHeadRoot = styled.thead`
  border-bottom: 1px solid ${vars.color.border};
`;

export const TableBodyRoot = styled.tbody``;

export const TableRowRoot = styled.tr`
  border-bottom: 1px solid ${vars.color.border};

  tbody > &:last-child {
    border-bottom: 0;
  }

  tbody > &:hover:not([data-loading]):not([data-empty]) {
    background: ${vars.color.surfaceHover};
  }

  &[data-clickable],
  &:has(a[data-row-link]) {
    cursor: pointer;
  }

  &[data-clickable]:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }
`;

export const TableHeaderCellRoot = styled.th`
  height: 40px;
  padding: 0 var(--table-cell-px);
  text-align: left;
  vertical-align: middle;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textMuted};
  white-space: nowrap;

  &[data-align='right'] {
    text-align: right;
  }

  &[data-align='center'] {
    text-align: center;
  }
`;

/** The sort button fills the header cell so the whole label is the target. */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[4]};
  margin: 0 calc(-1 * ${vars.space[8]});
  padding: ${vars.space[4]} ${vars.space[8]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.text};
  }

  [aria-sort='ascending'] > &,
  [aria-sort='descending'] > & {
    color: ${vars.color.text};
  }

  & > svg {
    flex-shrink: 0;
  }

  [aria-sort='none'] > & > svg {
    opacity: 0.5;
  }
`;

export const TableCellRoot = styled.td`
  padding: var(--table-cell-py) var(--table-cell-px);
  vertical-align: middle;

  /* A labelled cell's children in one box (see TableRoot's stacked rows); none beside the table. */
  & > [data-value] {
    display: contents;
  }

  &[data-align='right'] {
    text-align: right;
  }

  &[data-align='center'] {
    text-align: center;
  }

  &[data-muted] {
    color: ${vars.color.textMuted};
  }
`;

export const RowLinkRoot = styled.a`
  color: inherit;
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  border-radius: ${vars.radius.sm};

  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/**
 * A placeholder bar: at most its length, and never wider than its cell. In a table's automatic
 * layout a bar's own length would widen its column (max-width: 100% does not hold there), so ten
 * columns of them made the /screens table about 1,570 px wide while loading; a percentage adds
 * nothing to a column's width, so the columns are as wide as their headers need.
 */
export const Skeleton = styled.span`
  display: block;
  height: 12px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  animation: ${pulse} 1.5s ease-in-out infinite;

  &[data-width='short'] {
    width: min(100%, 48px);
  }

  &[data-width='medium'] {
    width: min(100%, 96px);
  }

  &[data-width='long'] {
    width: min(100%, 160px);
  }
`;

export const EmptyCell = styled.td`
  padding: ${vars.space[32]} var(--table-cell-px);
  text-align: center;
  color: ${vars.color.textMuted};
`;
