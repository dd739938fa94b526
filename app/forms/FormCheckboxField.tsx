import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../../ui-kit/index.ts';
import { errorOf, type BoundProps } from './boundField.ts';

export type FormCheckboxFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<CheckboxProps, 'form' | 'name' | 'error' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'ref'>;

/** A boolean field: react-hook-form's register gives a checkbox its checked state. */
export function FormCheckboxField<Values extends FieldValues>({ form, name, ...props }: FormCheckboxFieldProps<Values>) {
  return <Checkbox {...props} error={errorOf(form, name)} {...form.register(name)} />;
}
