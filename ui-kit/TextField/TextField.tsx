import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { alertCircleDrawing, IconSvg } from '../Icon/index.ts';
import { FieldError, FieldHint, FieldLabel, FieldRoot, Input } from './TextField.styles.ts';

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
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldRoot data-invalid={error ? true : undefined}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...inputProps}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId}>
          <IconSvg name="alert-circle" drawing={alertCircleDrawing} size="sm" />
          {error}
        </FieldError>
      ) : null}
    </FieldRoot>
  );
}
