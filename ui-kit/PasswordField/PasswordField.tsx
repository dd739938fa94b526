import { useId, useState } from 'react';
import { FormControl, Input } from '../FormControl/index.ts';
import type { TextFieldProps } from '../TextField/index.ts';
import { PasswordInputWrap, PasswordToggle } from './PasswordField.styles.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Label of the toggle while the password is hidden; defaults to "Show password". */
  showLabel?: string;
  /** Label of the toggle while the password is shown; defaults to "Hide password". */
  hideLabel?: string;
}

const Eye = ({ off }: { off: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path
      d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="m3 3 18 18" strokeLinecap="round" /> : null}
  </svg>
);

/**
 * A TextField for passwords with a show/hide toggle inside the input. The input's type switches
 * between password and text; the toggle's label says what pressing it does. State: data-visible.
 */
export function PasswordField({
  label,
  hint,
  error,
  id,
  disabled,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;

  return (
    <FormControl label={label} id={inputId} hint={hint} error={error} describedBy={describedBy} data-visible={visible || undefined}>
      {(control) => (
        <PasswordInputWrap>
          <Input
            id={inputId}
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            disabled={disabled}
            {...control}
            {...inputProps}
          />
          <PasswordToggle
            type="button"
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Eye off={visible} />
          </PasswordToggle>
        </PasswordInputWrap>
      )}
    </FormControl>
  );
}
