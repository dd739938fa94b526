import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { FormControl } from '../FormControl/index.ts';
import { CodeInputField } from './CodeInput.styles.ts';

/** docs/product.md#constants: a graphics controller code is exactly 6 characters. */
export const CODE_LENGTH = 6;

export interface CodeInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'> {
  /** Visible label, tied to the input. */
  label: string;
  /** The code (controlled), upper case. */
  value?: string;
  /** The initial code when uncontrolled. */
  defaultValue?: string;
  /** Called with the upper-cased code on every change. */
  onValueChange?: (value: string) => void;
  /** Called once the code reaches 6 characters (docs/product.md#states: the lookup starts then). */
  onComplete?: (value: string) => void;
  /** Help under the input, announced through aria-describedby. */
  hint?: string;
  /** Validation message; sets aria-invalid. */
  error?: string;
}

/** A 6-character code field that upper-cases as you type and drops spaces. State: aria-invalid, data-complete. */
export function CodeInput({
  label,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onComplete,
  hint,
  error,
  id,
  placeholder = '······',
  ...inputProps
}: CodeInputProps) {
  const generatedId = useId();
  const inputId = id ?? `code-${generatedId}`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue.toUpperCase());
  const value = valueProp ?? uncontrolled;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.replace(/\s+/g, '').toUpperCase().slice(0, CODE_LENGTH);
    if (valueProp === undefined) setUncontrolled(next);
    onValueChange?.(next);
    if (next.length === CODE_LENGTH && next !== value) onComplete?.(next);
  };

  return (
    <FormControl label={label} id={inputId} hint={hint} error={error}>
      {(control) => (
        <CodeInputField
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={placeholder}
          {...inputProps}
          id={inputId}
          value={value}
          maxLength={CODE_LENGTH}
          onChange={handleChange}
          {...control}
          data-complete={value.length === CODE_LENGTH || undefined}
        />
      )}
    </FormControl>
  );
}
