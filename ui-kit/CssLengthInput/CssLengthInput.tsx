import { useId, useState, type ChangeEvent, type ComponentPropsWithRef, type FocusEvent } from 'react';
import { FormControl } from '../FormControl/index.ts';
import { useEditedText } from '../useEditedText/index.ts';
import { LengthInput } from './CssLengthInput.styles.ts';

/** docs/product.md#constants: width and height start as auto; an emptied field goes back to it. */
const AUTO = 'auto';

export interface CssLengthInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'value' | 'defaultValue' | 'onChange'> {
  /** Visible label, tied to the input. */
  label: string;
  /**
   * Reads what was typed: the normalised length, or null when it is not a length. The kit has no
   * rules of its own (it imports nothing of the app); the app passes contract's normalizeCssLength
   * (docs/product.md#states: 'auto', or a number with px, rem, em, %, vh, vw, ch, ex, vmin or vmax; a bare number is px).
   */
  normalize: (text: string) => string | null;
  /** The applied length (controlled). */
  value?: string;
  /** The initial length when uncontrolled; defaults to auto. */
  defaultValue?: string;
  /** Called only with valid, normalised lengths; invalid text is never applied (docs/product.md#validation-messages). */
  onValueChange?: (value: string) => void;
  /** Help under the input. */
  hint?: string;
  /** Shown while the text is not a length, next to the red border. */
  invalidMessage?: string;
  /** A refusal from outside (the server's, of the applied value), shown while the text is a length. */
  error?: string | undefined;
}

/**
 * A width/height field. The text is the user's until it leaves the field: valid text is applied at
 * once (onValueChange with the normalised length) and shown normalised on blur ("12" → "12px");
 * invalid text gets a red border and aria-invalid, and the last valid length stays applied. State:
 * aria-invalid, data-invalid.
 */
export function CssLengthInput({
  label,
  normalize,
  value: valueProp,
  defaultValue = AUTO,
  onValueChange,
  hint,
  invalidMessage = 'Use auto or a length such as 120px or 50%.',
  error,
  id,
  onBlur,
  ...inputProps
}: CssLengthInputProps) {
  const generatedId = useId();
  const inputId = id ?? `length-${generatedId}`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const applied = valueProp ?? uncontrolled;
  // A new value from outside (undo, another placement selected) replaces what is being typed.
  const [text, setText, setLastApplied] = useEditedText(applied);

  const read = (raw: string): string | null => (raw.trim() === '' ? AUTO : normalize(raw));
  const normalised = read(text);
  const invalid = normalised === null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    const length = read(next);
    if (length !== null && length !== applied) {
      setLastApplied(length);
      if (valueProp === undefined) setUncontrolled(length);
      onValueChange?.(length);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (normalised !== null) setText(normalised);
    onBlur?.(event);
  };

  return (
    <FormControl label={label} id={inputId} hint={hint} error={invalid ? invalidMessage : error}>
      {(control) => (
        <LengthInput
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          {...inputProps}
          id={inputId}
          value={text}
          onChange={handleChange}
          onBlur={handleBlur}
          {...control}
        />
      )}
    </FormControl>
  );
}
