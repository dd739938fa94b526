import { useQuery } from '@tanstack/react-query';
import type { DataFieldType } from '../../../contract/dataSources.ts';
import { dataListTable } from '../../../contract/layout/dataList.ts';
import { Select, TextField } from '../../../ui-kit/index.ts';
import { dataSourcesQuery } from '../../api/dataSources.ts';
import type { ConfigFieldProps } from './configValue.ts';

type PickerProps = ConfigFieldProps & { label: string; hint: string | undefined };

/** The field types a data value reads when its `dataKey` property names none (a list is the data list widget's). */
const VALUE_FIELD_TYPES: readonly string[] = ['number', 'currency', 'text'];

/** The sources the person may see, and the one the widget's config has chosen. */
function useChosenSource(config: ConfigFieldProps['config']) {
  const query = useQuery(dataSourcesQuery());
  const sources = query.data?.items ?? [];
  return { query, sources, source: sources.find((candidate) => candidate.id === config?.dataSourceId) };
}

/**
 * A data widget's source and field (docs/live-data.md): the source from those the person may see,
 * the field from the chosen source's own, of the types the widget reads (the `dataKey` property's
 * options: `list` for the data list widget; none: number, currency or text for the data value
 * widget). Loaded with the widgets' other fields, never with the editor.
 */
export function DataFieldPicker({ property, value, config, error, onChange, label, hint }: PickerProps) {
  const { query, sources, source } = useChosenSource(config);
  if (property.type === 'dataSource') {
    return (
      <Select
        label={label}
        options={sources.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        value={value || null}
        placeholder={query.isPending ? 'Loading data sources…' : sources.length === 0 ? 'No data sources yet' : 'Choose a data source'}
        onValueChange={onChange}
        hint={hint}
        error={error}
      />
    );
  }
  const types: readonly string[] = property.options ?? VALUE_FIELD_TYPES;
  const fields = (source?.fields ?? []).filter((field) => types.includes(field.type));
  const none = types.length === 1 ? `This source has no ${types[0] as DataFieldType} field` : 'This source has no field to show';
  return (
    <Select
      label={label}
      options={fields.map((field) => ({ value: field.key, label: `${field.key} (${field.type})` }))}
      value={value || null}
      placeholder={!source ? 'Choose a data source first' : fields.length === 0 ? none : 'Choose a field'}
      onValueChange={onChange}
      hint={hint}
      error={error}
    />
  );
}

/**
 * A data list's columns, typed as "key:Label, …", with the columns its chosen list holds now as
 * the hint, so the keys need not be guessed.
 */
export function DataColumnsField({ value, config, error, onChange, onBlur, label, hint }: PickerProps) {
  const { source } = useChosenSource(config);
  const current = source?.values.find((field) => field.key === config?.key)?.value;
  const found = current === undefined || current === null ? [] : dataListTable(current, {}).columns.map((column) => column.key);
  const foundHint = found.length > 0 ? `Its columns now: ${found.join(', ')}. ${hint ?? ''}`.trim() : hint;
  return (
    <TextField
      label={label}
      hint={foundHint}
      value={value}
      placeholder={found.length > 0 ? found.map((key) => `${key}:${key}`).join(', ') : 'team:Team, odds:Odds'}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}
