import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../ui-kit/index.ts';
import { errorOf, type BoundProps } from './boundField.ts';

export type FormTextFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<TextFieldProps, 'form' | 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

export function FormTextField<Values extends FieldValues>({ form, name, ...props }: FormTextFieldProps<Values>) {
  return <TextField {...props} error={errorOf(form, name)} {...form.register(name)} />;
}
