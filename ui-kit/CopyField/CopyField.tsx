import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { FormControl } from '../FormControl/index.ts';
import { Tooltip } from '../Tooltip/index.ts';
import { CopyRow, CopyValue } from './CopyField.styles.ts';

/** docs/product.md#constants: the copy button's tooltip opens after 250 ms. */
export const COPY_TOOLTIP_DELAY_MS = 250;

export interface CopyFieldProps {
  /** Visible label of the value, e.g. "Access key". */
  label: string;
  /** The text shown and copied. */
  value: string;
  /** How to copy; defaults to the clipboard API (stories and tests pass a stub). */
  copy?: (text: string) => Promise<void>;
  /** Called after a successful copy (the app shows its "Copied to clipboard" toast). */
  onCopied?: (text: string) => void;
  /** Called when copying fails (no clipboard permission, or not a secure page). */
  onCopyError?: (error: unknown) => void;
}

const clipboardCopy = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('The clipboard is not available.'));

/**
 * A read-only value (a key, a secret, a link) with a button that copies it, in a group named by
 * its label; the value is read when reached, never announced. State: data-copy-field.
 */
export function CopyField({ label, value, copy = clipboardCopy, onCopied, onCopyError }: CopyFieldProps) {
  const valueId = useId();
  const handleCopy = () => {
    copy(value).then(
      () => onCopied?.(value),
      (error: unknown) => onCopyError?.(error),
    );
  };
  return (
    <FormControl label={label} id={valueId} labelId={`${valueId}-label`} data-copy-field role="group" aria-labelledby={`${valueId}-label`}>
      {() => (
        <CopyRow>
          <CopyValue id={valueId}>{value}</CopyValue>
          <Tooltip content={`Copy ${label.toLowerCase()}`} delay={COPY_TOOLTIP_DELAY_MS}>
            <Button variant="outline" onClick={handleCopy} aria-label={`Copy ${label.toLowerCase()}`}>
              Copy
            </Button>
          </Tooltip>
        </CopyRow>
      )}
    </FormControl>
  );
}
