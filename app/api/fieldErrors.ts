import { useMemo } from 'react';
import { fieldErrorsFromFailure } from '../../contract/problems.ts';

/**
 * Server field errors of a failed mutation, ready for the form (docs/product.md#validation-messages, last paragraph); a 409
 * lands on `conflictField` when the form names one.
 */
export function fieldErrorsOf(error: unknown, conflictField?: string): Record<string, string> {
  return fieldErrorsFromFailure(error, conflictField);
}

/** The same, kept stable between renders so a form applies them once per failure. */
export function useFieldErrors(error: unknown, conflictField?: string): Record<string, string> {
  return useMemo(() => fieldErrorsOf(error, conflictField), [error, conflictField]);
}
