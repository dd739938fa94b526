import { fillTemplate, formatDataValue, type DataValueFormat, type LiveValueView } from '../../contract/liveValues.ts';
import { textStyleOf } from '../textStyle.ts';

type Config = Readonly<Record<string, string>>;

export interface DataValueViewProps {
  /** format, template ("Major jackpot {value}"), fallbackText, showAge ("true"), and the text style. */
  config: Config;
  view: LiveValueView;
  /** Seconds since the value was stored, for the optional "updated N s ago" line. */
  ageSeconds: number | null;
  /** The venue's locale and currency (en-AU, AUD by default). */
  locale?: string;
  currency?: string;
}

const FORMATS: readonly DataValueFormat[] = ['number', 'currency', 'text'];

/**
 * A data value widget as drawn everywhere (docs/live-data.md): the value in its template while it
 * is fresh, else the fallback text, never a figure past its limit. Which of the two is the
 * liveValue machine's call; this only draws it.
 */
export function DataValueView({ config, view, ageSeconds, locale = 'en-AU', currency = 'AUD' }: DataValueViewProps) {
  const format = FORMATS.find((candidate) => candidate === config.format) ?? 'text';
  const text = view.kind === 'value' ? fillTemplate(config.template, formatDataValue(view.value, format, locale, currency)) : (config.fallbackText ?? '');
  const showAge = config.showAge === 'true' && view.kind === 'value' && ageSeconds !== null;
  return (
    <div data-widget="data-value" data-state={view.kind === 'value' ? (view.offline ? 'offline' : 'fresh') : view.reason} style={{ ...textStyleOf(config), display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      <span>{text}</span>
      {showAge ? <span style={{ fontSize: '0.35em', opacity: 0.75 }}>updated {ageSeconds} s ago</span> : null}
    </div>
  );
}
