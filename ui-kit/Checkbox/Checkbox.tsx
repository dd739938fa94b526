import { useId, useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formControlIds } from '../FormControl/index.ts';
import { CheckboxBox, CheckboxHint, CheckboxInput, CheckboxLabel, CheckboxRoot } from './Checkbox.styles.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Shows a dash instead of a tick (some but not all of a group); aria-checked becomes mixed. */
  indeterminate?: boolean;
  /** Help under the label, announced through aria-describedby. */
  hint?: ReactNode;
  /** Validation message; sets aria-invalid. */
  error?: string;
  /**
   * Its change is being saved: it keeps the focus (disabled, the browser takes the focus away and a
   * keyboard user starts again from the top) but does not toggle. State: aria-disabled, aria-busy.
   */
  busy?: boolean;
}

/**
 * A native checkbox with a drawn box, so forms, react-hook-form's register and keyboard (Space) work as
 * usual. State on the DOM: checked, :indeterminate, aria-invalid, data-disabled on the label.
 */
export function Checkbox({
  label,
  indeterminate = false,
  hint,
  error,
  id,
  ref,
  disabled,
  busy = false,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const { hintId, errorId, control } = formControlIds(inputId, hint, error, describedBy);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // indeterminate is a DOM property only; keep it in sync on every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <CheckboxRoot>
      <CheckboxLabel htmlFor={inputId} data-disabled={disabled || undefined}>
        <CheckboxInput
          {...inputProps}
          {...(busy ? { onClick: (event) => event.preventDefault(), onChange: () => undefined } : {})}
          ref={setRefs}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          {...control}
        />
        <CheckboxBox aria-hidden="true">
          <svg data-mark="check" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
            <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <svg data-mark="dash" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
            <path d="M5 12h14" strokeLinecap="round" />
          </svg>
        </CheckboxBox>
        {label}
      </CheckboxLabel>
      {hint ? <CheckboxHint id={hintId}>{hint}</CheckboxHint> : null}
      {error ? (
        <CheckboxHint id={errorId} data-error>
          {error}
        </CheckboxHint>
      ) : null}
    </CheckboxRoot>
  );
}
