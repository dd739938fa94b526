import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { ConfigProperty } from '../../../contract/assets.ts';
import { TYPEFACES } from '../../../contract/typefaces.ts';
import { Select, TextField } from '../../../ui-kit/index.ts';
import { configValueError, type ConfigFieldProps } from './configValue.ts';

/**
 * The widgets' kinds of property: their fields (a choice, a colour picker, a date and
 * time, a time zone, a web address, a number) load the first time a widget is configured, not with
 * the editor (its chunk has a budget): a text, an image or a video never needs them.
 */
const WIDGET_KINDS = new Set(['choice', 'color', 'datetime', 'timeZone', 'url', 'number', 'dataSource', 'dataKey', 'dataColumns']);

const WidgetConfigField = lazy(() => import('./widgetConfigFields.tsx').then((module) => ({ default: module.WidgetConfigField })));

/** The room a field takes while its code loads, so the dialog does not jump. */
const FieldLoading = styled.div`
  min-height: 4.5rem;
`;

/** Words for the widgets' keys that do not read well as they are. */
const LABELS: Record<string, string> = {
  url: 'Web address',
  target: 'Counts down to',
  doneText: 'Text when done',
  timeZone: 'Time zone',
  color: 'Colour',
  '12h': '12-hour clock',
  dataSourceId: 'Data source',
  key: 'Field',
  fallbackText: 'Fallback text',
  showAge: 'Show its age',
  maxRows: 'Rows at most',
};

/** 'file_id' of an image property reads 'Image file'; other keys read as words ('fontSize' → 'Font size'). */
export function labelOf(key: string, property?: ConfigProperty): string {
  if (key === 'file_id' && property?.type === 'image') return 'Image file';
  if (key === 'file_id' && property?.type === 'video') return 'Video file';
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}


/** One config value: image and video pick from the asset files, typeface from the 20 typefaces (docs/product.md#states). */
export function ConfigField(props: ConfigFieldProps) {
  const { name, property, value, files, error, onChange, onBlur } = props;
  const label = labelOf(name, property);
  const hint = property.hint ?? (property.required ? undefined : 'Optional');
  if (WIDGET_KINDS.has(property.type)) {
    return (
      <Suspense fallback={<FieldLoading aria-busy="true" />}>
        <WidgetConfigField {...props} label={label} hint={hint} />
      </Suspense>
    );
  }
  if (property.type === 'image' || property.type === 'video') {
    const kind = property.type === 'image' ? 'Image' : 'Video';
    const options = files.filter((file) => file.fileType === kind).map((file) => ({ value: file.id, label: file.name }));
    return (
      <Select
        label={label}
        options={options}
        value={value || null}
        placeholder={options.length === 0 ? `No ${kind.toLowerCase()} files uploaded` : `Choose a ${kind.toLowerCase()} file`}
        onValueChange={onChange}
        hint={hint}
        error={error}
      />
    );
  }
  if (property.type === 'typeface') {
    return (
      <Select
        label={label}
        options={TYPEFACES.map((typeface) => ({ value: typeface, label: typeface }))}
        value={value || null}
        placeholder="Choose a typeface"
        onValueChange={onChange}
        hint={hint}
        error={error}
      />
    );
  }
  return (
    <TextField
      label={label}
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error ?? configValueError(property, value)}
    />
  );
}
