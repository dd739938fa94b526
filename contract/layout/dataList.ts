/**
 * How a data list widget (docs/live-data.md#the-data-list-widget) turns a `list` field's value into
 * what it draws: a table (a header row, then rows cut to maxRows) or one ticker line. Pure and
 * without zod: the player draws with it. The value's shape is the contract's (contract/dataSources.ts
 * dataValueSchemas.list): rows of text or numbers, or objects of text and numbers; anything else
 * (a value of the wrong shape cannot be pushed, but a thumbnail or an old value might be) draws no rows.
 */

export interface DataListColumn {
  key: string;
  label: string;
}

export interface DataListTable {
  /** The header row's labels; empty when the rows are plain text or numbers (one unnamed column). */
  columns: DataListColumn[];
  /** Each row's cells as text, in the columns' order; at most maxRows of them. */
  rows: string[][];
  /** Rows left out by maxRows. */
  hiddenRows: number;
}

export const DATA_LIST_STYLES = ['table', 'ticker'] as const;
export type DataListStyle = (typeof DATA_LIST_STYLES)[number];
export const DEFAULT_DATA_LIST_ROWS = 10;
export const MAX_DATA_LIST_ROWS = 200;
/** Columns found in the rows (no `columns` set): at most this many, in the order they first appear. */
export const MAX_DATA_LIST_COLUMNS = 20;
/** Between two rows of a ticker. */
export const TICKER_ROW_SEPARATOR = '   •   ';

/** The key of the one column of a list of plain text or numbers. */
const VALUE_COLUMN = '';

export const dataListStyleOf = (value: string | undefined): DataListStyle => (value === 'ticker' ? 'ticker' : 'table');

/** maxRows as typed: a whole number from 1 to 200, else the default 10. */
export function dataListMaxRowsOf(value: string | undefined): number {
  const rows = Number(value);
  return Number.isInteger(rows) && rows >= 1 && rows <= MAX_DATA_LIST_ROWS ? rows : DEFAULT_DATA_LIST_ROWS;
}

/**
 * The `columns` config text: "team:Team, odds:Odds" (key, then the header's label; the label is
 * the key when left out). Blank: the columns are found in the rows.
 */
export function dataListColumnsOf(text: string | undefined): DataListColumn[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .slice(0, MAX_DATA_LIST_COLUMNS)
    .map((part) => {
      const colon = part.indexOf(':');
      const key = (colon < 0 ? part : part.slice(0, colon)).trim();
      const label = colon < 0 ? key : part.slice(colon + 1).trim();
      return { key, label };
    })
    .filter((column) => column.key !== '');
}

type Cell = string | number;
type Row = Cell | Record<string, Cell>;

const isCell = (value: unknown): value is Cell => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const isRecordRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function rowsOf(value: unknown): Row[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is Row => isCell(row) || isRecordRow(row));
}

const cellText = (cell: unknown): string => (isCell(cell) ? String(cell) : '');

/** The columns a list's rows name, in the order they first appear (a plain list: its one column). */
function columnsFound(rows: readonly Row[]): DataListColumn[] {
  const keys: string[] = [];
  for (const row of rows) {
    if (!isRecordRow(row)) continue;
    for (const key of Object.keys(row)) if (!keys.includes(key) && keys.length < MAX_DATA_LIST_COLUMNS) keys.push(key);
  }
  return keys.map((key) => ({ key, label: key }));
}

/** The table a list value draws as: the configured columns (or those found), rows cut to maxRows. */
export function dataListTable(value: unknown, config: Readonly<Record<string, string>>): DataListTable {
  const all = rowsOf(value);
  const maxRows = dataListMaxRowsOf(config.maxRows);
  const configured = dataListColumnsOf(config.columns);
  const columns = configured.length > 0 ? configured : columnsFound(all);
  const keys = columns.length > 0 ? columns.map((column) => column.key) : [VALUE_COLUMN];
  const rows = all.slice(0, maxRows).map((row) => (isRecordRow(row) ? keys.map((key) => cellText(row[key])) : [cellText(row)]));
  return { columns, rows, hiddenRows: Math.max(0, all.length - maxRows) };
}

/** One ticker line: each row's cells joined by spaces, the rows by a bullet. */
export function dataListTickerText(table: DataListTable): string {
  return table.rows
    .map((cells) => cells.filter((cell) => cell !== '').join('  '))
    .filter((line) => line !== '')
    .join(TICKER_ROW_SEPARATOR);
}
