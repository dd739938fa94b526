import { ColorField } from '../../../ui-kit/ColorField/index.ts';
import { Select, TextField } from '../../../ui-kit/index.ts';
import { configValueError, type ConfigFieldProps } from './configValue.ts';
import { DataColumnsField, DataFieldPicker } from './DataFieldPicker.tsx';
import { TEXT_SWATCHES } from './TextStyleFields.tsx';

/** Words for the widgets' choice values. */
const OPTION_LABELS: Record<string, string> = {
  time: 'Time (14:05)',
  'time-seconds': 'Time with seconds (14:05:09)',
  date: 'Date (25 November 2026)',
  'date-time': 'Date and time (25 Nov, 14:05)',
  'weekday-date': 'Weekday and date (Wednesday 25 November)',
  left: 'Right to left',
  right: 'Left to right',
  currency: 'Currency ($12,345.50)',
  number: 'Number (12,345.5)',
  text: 'Text as sent',
  table: 'Table (a header row, then the rows)',
  ticker: 'Ticker (the rows scrolling in one line)',
  true: 'Yes: "updated 4 s ago" under the value',
  false: 'No',
};

/**
 * A widget's config value, loaded lazily by ConfigField: a choice, a colour with the
 * text palette, a date and time, or a time zone, web address or number typed and checked.
 */
export function WidgetConfigField({
  name,
  files,
  property,
  value,
  error,
  onChange,
  onBlur,
  label,
  hint,
  config,
}: ConfigFieldProps & { label: string; hint: string | undefined }) {
  if (property.type === 'dataSource' || property.type === 'dataKey') {
    return <DataFieldPicker name={name} property={property} value={value} files={files} config={config} error={error} onChange={onChange} label={label} hint={hint} />;
  }
  if (property.type === 'dataColumns') {
    return <DataColumnsField name={name} property={property} value={value} files={files} config={config} error={error} onChange={onChange} onBlur={onBlur} label={label} hint={hint} />;
  }
  if (property.type === 'choice' && property.options) {
    return (
      <Select
        label={label}
        options={property.options.map((option) => ({ value: option, label: OPTION_LABELS[option] ?? option }))}
        value={value || property.default || null}
        onValueChange={onChange}
        hint={hint}
        error={error}
      />
    );
  }
  if (property.type === 'color') {
    return <ColorField label={label} value={value} swatches={TEXT_SWATCHES} emptyLabel="Default" onValueChange={onChange} />;
  }
  if (property.type === 'datetime') {
    return (
      <TextField
        label={label}
        hint={hint}
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error ?? configValueError(property, value)}
      />
    );
  }
  return (
    <TextField
      label={label}
      hint={hint}
      value={value}
      inputMode={property.type === 'number' ? 'decimal' : property.type === 'url' ? 'url' : undefined}
      placeholder={property.type === 'timeZone' ? 'Australia/Sydney' : property.type === 'url' ? 'https://' : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error ?? configValueError(property, value)}
    />
  );
}
