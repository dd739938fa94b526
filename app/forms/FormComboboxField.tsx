import { Controller, type FieldValues } from 'react-hook-form';
import { Combobox, type ComboboxOption, type ComboboxProps } from '../../ui-kit/index.ts';
import type { BoundProps } from './boundField.ts';

export type FormComboboxFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<ComboboxProps, 'name' | 'error' | 'value' | 'onValueChange'>;

/** A Combobox whose form value is the chosen option ({ value, label }) or null. */
export function FormComboboxField<Values extends FieldValues>({ form, name, ...props }: FormComboboxFieldProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Combobox
          {...props}
          name={field.name}
          value={(field.value as ComboboxOption | null) ?? null}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
