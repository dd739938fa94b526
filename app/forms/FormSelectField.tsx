import { Controller, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '../../ui-kit/index.ts';
import type { BoundProps } from './boundField.ts';

export type FormSelectFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<SelectProps, 'name' | 'error' | 'value' | 'defaultValue' | 'onValueChange'>;

/** A Select whose empty string value shows the placeholder (forms start with ''). */
export function FormSelectField<Values extends FieldValues>({ form, name, ...props }: FormSelectFieldProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          name={field.name}
          value={field.value === '' ? null : (field.value as string | null)}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
