import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { dataFieldTypes, MAX_DATA_FIELDS } from '../../../contract/dataSources.ts';
import { Button, vars } from '../../../ui-kit/index.ts';
import { errorOf } from '../../forms/boundField.ts';
import { FieldListFieldset, FieldListLegend, FieldListRows } from '../../forms/fieldList.styles.ts';
import { FormSelectField } from '../../forms/FormSelectField.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { emptyDataField, type DataSourceFormValues } from './dataSourceForm.ts';
import { dataFieldTypeLabels } from './dataSourcesTexts.ts';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space[8]};
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const RemoveCell = styled.div`
  padding-top: 1.75rem;
  @media (max-width: 600px) {
    padding-top: 0;
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.destructiveText};
  font-size: ${vars.fontSize.sm};
`;

const typeOptions = dataFieldTypes.map((type) => ({ value: type, label: dataFieldTypeLabels[type] }));

/** The source's fields: each a key, a type and (pull) where in the fetched document it is. */
export function DataFieldsField({ form }: { form: UseFormReturn<DataSourceFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'fields' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const listError = errorOf(form, 'fields') ?? form.formState.errors.fields?.root?.message;
  return (
    <FieldListFieldset>
      <FieldListLegend>Fields</FieldListLegend>
      <FieldListRows aria-label="Fields">
        {fields.map((field, index) => (
          <Row key={field.id} data-data-field-row={index}>
            <FormTextField form={form} name={`fields.${index}.key`} label={`Key of field ${index + 1}`} autoComplete="off" hint="e.g. major" />
            <FormSelectField form={form} name={`fields.${index}.type`} label={`Type of field ${index + 1}`} options={typeOptions} />
            {kind === 'pull' ? (
              <FormTextField form={form} name={`fields.${index}.path`} label={`Path of field ${index + 1}`} autoComplete="off" hint="JSON Pointer, e.g. /jackpots/major" />
            ) : (
              <span />
            )}
            <RemoveCell>
              <Button type="button" size="sm" variant="ghost" disabled={fields.length === 1} onClick={() => remove(index)} aria-label={`Remove field ${index + 1}`}>
                Remove
              </Button>
            </RemoveCell>
          </Row>
        ))}
      </FieldListRows>
      {listError ? <FieldError role="alert">{listError}</FieldError> : null}
      <div>
        <Button type="button" size="sm" variant="outline" disabled={fields.length >= MAX_DATA_FIELDS} onClick={() => append({ ...emptyDataField, key: '' })}>
          Add field
        </Button>
      </div>
    </FieldListFieldset>
  );
}
