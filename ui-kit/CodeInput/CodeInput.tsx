import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon/index.ts';
import { FieldError, FieldHint, FieldLabel, FieldRoot } from '../TextField/TextField.styles.ts';
import { CodeInputField } from './CodeInput.styles.ts';

/** SPEC §9: a graphics controller code is exactly 6 characters. */
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
  /** Called once the code reaches 6 characters (SPEC §4: the lookup starts then). */
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
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValue.toUpperCase());
  const value = valueProp ?? uncontrolled;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.replace(/\s+/g, '').toUpperCase().slice(0, CODE_LENGTH);
    if (valueProp === undefined) setUncontrolled(next);
    onValueChange?.(next);
    if (next.length === CODE_LENGTH && next !== value) onComplete?.(next);
  };

  return (
    <FieldRoot data-invalid={error ? true : undefined}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        data-complete={value.length === CODE_LENGTH || undefined}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId}>
          <Icon name="alert-circle" size="sm" />
          {error}
        </FieldError>
      ) : null}
    </FieldRoot>
  );
}
