import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormControl, Input } from '../FormControl/index.ts';

/** The kinds of text input this field supports. */
export type TextFieldType = 'text' | 'email' | 'password' | 'date' | 'datetime-local';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Visible label, tied to the input. */
  label: string;
  /** Input type; defaults to text. */
  type?: TextFieldType;
  /** Help under the input, announced with it through aria-describedby. */
  hint?: ReactNode;
  /** Validation message; sets aria-invalid and replaces nothing else, so the hint stays. */
  error?: string;
}

/**
 * Label, input, hint and error in one. Every other prop (name, onChange, onBlur, ref…) goes to the
 * <input>, so react-hook-form's `{...register('email')}` works as is.
 */
export function TextField({ label, type = 'text', hint, error, id, 'aria-describedby': describedBy, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  return (
    <FormControl label={label} id={inputId} hint={hint} error={error} describedBy={describedBy}>
      {(control) => <Input id={inputId} type={type} {...control} {...inputProps} />}
    </FormControl>
  );
}
