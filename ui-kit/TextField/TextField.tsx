import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
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
  /**
   * The most characters the value may have: typing stops there (maxLength) and the hint counts
   * them while typing ("12 of 100 characters"), so the limit is known before a save refuses it.
   */
  characterLimit?: number;
}

/** The hint with the count of a limited field after it. */
function hintWithCount(hint: ReactNode, count: number, limit: number | undefined): ReactNode {
  if (limit === undefined) return hint;
  const counter = `${count} of ${limit} characters`;
  return hint ? (
    <>
      {hint} ({counter})
    </>
  ) : (
    counter
  );
}

/**
 * Label, input, hint and error in one. Every other prop (name, onChange, onBlur, ref…) goes to the
 * <input>, so react-hook-form's `{...register('email')}` works as is.
 */
export function TextField({ label, type = 'text', hint, error, id, characterLimit, 'aria-describedby': describedBy, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  // A controlled field counts its value; an uncontrolled one (register) counts what was typed.
  const [typedLength, setTypedLength] = useState(String(inputProps.defaultValue ?? '').length);
  const count = inputProps.value === undefined ? typedLength : String(inputProps.value).length;
  const onChange: TextFieldProps['onChange'] = (event) => {
    setTypedLength(event.target.value.length);
    inputProps.onChange?.(event);
  };
  return (
    <FormControl label={label} id={inputId} hint={hintWithCount(hint, count, characterLimit)} error={error} describedBy={describedBy}>
      {(control) => <Input id={inputId} type={type} {...control} {...inputProps} maxLength={characterLimit ?? inputProps.maxLength} onChange={onChange} />}
    </FormControl>
  );
}
