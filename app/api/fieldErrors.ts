import { useMemo } from 'react';
import { fieldErrorsFromProblem, isValidationProblem, problemFromError } from '../../contract/errors.ts';

/** Server field errors of a failed mutation, ready for the form (SPEC §5, last paragraph). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const problem = problemFromError(error);
  return problem && isValidationProblem(problem) ? fieldErrorsFromProblem(problem) : {};
}

/** The same, kept stable between renders so a form applies them once per failure. */
export function useFieldErrors(error: unknown): Record<string, string> {
  return useMemo(() => fieldErrorsOf(error), [error]);
}
