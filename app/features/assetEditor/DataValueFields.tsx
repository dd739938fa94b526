import { useQuery } from '@tanstack/react-query';
import { Select } from '../../../ui-kit/index.ts';
import { dataSourcesQuery } from '../../api/dataSources.ts';
import type { ConfigFieldProps } from './configValue.ts';

/**
 * A data value widget's source and field (docs/live-data.md): the source from those the person
 * may see, the field from the chosen source's own (a number, currency or text field; a list is
 * the data list widget's). Loaded with the widgets' other fields, never with the editor.
 */
export function DataValuePicker({ property, value, config, error, onChange, label, hint }: ConfigFieldProps & { label: string; hint: string | undefined }) {
  const query = useQuery(dataSourcesQuery());
  const sources = query.data?.items ?? [];
  if (property.type === 'dataSource') {
    return (
      <Select
        label={label}
        options={sources.map((source) => ({ value: source.id, label: source.name }))}
        value={value || null}
        placeholder={query.isPending ? 'Loading data sources…' : sources.length === 0 ? 'No data sources yet' : 'Choose a data source'}
        onValueChange={onChange}
        hint={hint}
        error={error}
      />
    );
  }
  const source = sources.find((candidate) => candidate.id === config?.dataSourceId);
  const fields = (source?.fields ?? []).filter((field) => field.type !== 'list');
  return (
    <Select
      label={label}
      options={fields.map((field) => ({ value: field.key, label: `${field.key} (${field.type})` }))}
      value={value || null}
      placeholder={source ? 'Choose a field' : 'Choose a data source first'}
      onValueChange={onChange}
      hint={hint}
      error={error}
    />
  );
}
