import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { dataListColumnsOf, dataListStyleOf, dataListTable, dataListTickerText, type DataListColumn, type DataListTable } from '../../contract/layout/dataList.ts';
import type { LiveValueView } from '../../contract/liveValues.ts';
import type { LiveReading } from '../liveValues.tsx';
import { fitFontSize, textStyleOf } from '../textStyle.ts';
import { TickerView } from './TickerView.tsx';

type Config = Readonly<Record<string, string>>;

export interface DataListViewProps {
  /** style ('table' or 'ticker'), columns, maxRows, fallbackText, a ticker's speed and direction, and the text style. */
  config: Config;
  view: LiveValueView;
}

const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', font: 'inherit', color: 'inherit' };
const cellStyle: CSSProperties = { padding: '0.1em 0.4em', textAlign: 'inherit', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const headerStyle: CSSProperties = { ...cellStyle, fontWeight: 700, opacity: 0.8, borderBottom: '0.06em solid currentColor' };

/**
 * The rows as a table whose text is fitted to the box: the largest size (up to the configured font
 * size) at which every row and the header fit, each cell's text whole, measured again when the
 * rows or the configuration change, and when a face finishes loading: the editor and the previews
 * draw before a layout's typefaces have arrived (the player waits for them), and a table fitted in
 * the fallback face stayed a size too small, or cut, once its own face was drawn.
 */
function ListTable({ table, config, state }: { table: DataListTable; config: Config; state: 'fresh' | 'offline' }) {
  const ref = useRef<HTMLDivElement>(null);
  const rowsKey = JSON.stringify(table);
  const configKey = JSON.stringify(config);
  const style = textStyleOf(config);
  // The configured size (in any unit): the largest the text is drawn.
  const configuredSize = String(style.fontSize);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    const fit = () => {
      if (box.clientHeight === 0) return;
      // The configured size read back in pixels.
      box.style.fontSize = configuredSize;
      const largest = Number.parseFloat(getComputedStyle(box).fontSize) || box.clientHeight;
      // Every row within the box's height, and every cell's text within its column down to half the
      // configured size (a smaller size that shows a whole runner's name is the better drawing; one
      // long text must not shrink the whole table to nothing: below that it is cut with an ellipsis).
      const cells = [...box.querySelectorAll<HTMLElement>('th, td')];
      const fits = (size: number) => {
        box.style.fontSize = `${size}px`;
        return box.scrollHeight <= box.clientHeight && (size <= largest / 2 || cells.every((cell) => cell.scrollWidth <= cell.clientWidth));
      };
      box.style.fontSize = `${fitFontSize(largest, fits)}px`;
    };
    fit();
    const fonts = typeof document !== 'undefined' && 'fonts' in document ? document.fonts : null;
    fonts?.addEventListener('loadingdone', fit);
    return () => fonts?.removeEventListener('loadingdone', fit);
  }, [rowsKey, configKey, configuredSize]);
  return (
    <div ref={ref} style={{ ...style, overflow: 'hidden' }} data-widget="data-list" data-state={state} data-rows={table.rows.length}>
      <table style={tableStyle}>
        {table.columns.length > 0 ? (
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.key} scope="col" style={headerStyle}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {table.rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column} style={cellStyle}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A data list widget as drawn everywhere (docs/live-data.md#the-data-list-widget): a `list` field's
 * rows as a table or a scrolling ticker (the TICKER widget's own drawing) while the value is fresh,
 * else the fallback text exactly as a data value widget draws it. Which of the two is the
 * liveValue machine's call; this only draws it.
 */
export function DataListView({ config, view }: DataListViewProps) {
  if (view.kind !== 'value') {
    return (
      <div data-widget="data-list" data-state={view.reason} style={{ ...textStyleOf(config), display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <span>{config.fallbackText ?? ''}</span>
      </div>
    );
  }
  const table = dataListTable(view.value, config);
  const state = view.offline ? 'offline' : 'fresh';
  if (dataListStyleOf(config.style) === 'ticker') {
    return (
      <div data-widget="data-list" data-state={state} style={{ width: '100%', height: '100%' }}>
        <TickerView config={{ ...config, value: dataListTickerText(table) }} />
      </div>
    );
  }
  return <ListTable table={table} config={config} state={state} />;
}

/**
 * What a still thumbnail draws: a frozen sample, three rows with a cell in each of its columns
 * ("Race 1"), or with no columns set a name and a figure; never the live (possibly stale) rows.
 */
export function sampleListValue(columns: readonly DataListColumn[]): unknown {
  return [1, 2, 3].map((row) =>
    columns.length > 0 ? Object.fromEntries(columns.map((column) => [column.key, `${column.label} ${row}`])) : { name: `Item ${row}`, value: row * 100 },
  );
}

/** The widget as the renderer places it (LazyDataList.tsx loads this module): the live reading, or a sample in a thumbnail. */
export function DataListWidgetView({ config, live, still }: { config: Config; live: LiveReading; still: boolean }) {
  const view = still ? { kind: 'value' as const, value: sampleListValue(dataListColumnsOf(config.columns)), updatedUtc: '', offline: false } : live.view;
  return <DataListView config={config} view={view} />;
}
