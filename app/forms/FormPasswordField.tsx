import type { FieldValues } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from '../../ui-kit/index.ts';
import { errorOf, type BoundProps } from './boundField.ts';

export type FormPasswordFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<PasswordFieldProps, 'form' | 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

export function FormPasswordField<Values extends FieldValues>({ form, name, ...props }: FormPasswordFieldProps<Values>) {
  return <PasswordField {...props} error={errorOf(form, name)} {...form.register(name)} />;
}
