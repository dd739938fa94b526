import * as z from 'zod';

/** Title of every 400 answer (DESIGN §5). */
export const VALIDATION_ERROR_TITLE = 'One or more validation errors occurred.';

/** `{ title, status }`: the shape of every error answer that is not a validation error. */
export const problemSchema = z.object({
  title: z.string(),
  status: z.number().int(),
});
export type Problem = z.infer<typeof problemSchema>;

/** 400 answer: messages keyed by the request payload's field names. */
export const validationProblemSchema = problemSchema.extend({
  status: z.literal(400),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationProblem = z.infer<typeof validationProblemSchema>;

export function isValidationProblem(value: unknown): value is ValidationProblem {
  return validationProblemSchema.safeParse(value).success;
}

/**
 * SPEC §5, last paragraph: each field's messages are joined with ", " and the field name's first
 * letter is lower-cased, so `Email` from a server maps onto the form's `email`.
 */
export function fieldErrorsFromProblem(problem: ValidationProblem): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, fieldMessages] of Object.entries(problem.errors)) {
    const name = field.charAt(0).toLowerCase() + field.slice(1);
    result[name] = fieldMessages.join(', ');
  }
  return result;
}

/**
 * The problem body an API call failed with, when the error carries one (the browser's API client
 * throws errors with a `problem` property). Anything else (network down, a bug) gives null.
 */
export function problemFromError(error: unknown): Problem | null {
  if (typeof error !== 'object' || error === null || !('problem' in error)) return null;
  const parsed = problemSchema.passthrough().safeParse(error.problem);
  return parsed.success ? parsed.data : null;
}

/**
 * The form-field messages a failed call carries: a 400's field errors (SPEC §5), or, for a form that
 * names the field a 409 is about (a GMV already in use), the conflict's title on that field, so the
 * person sees it where they have to change something.
 */
export function fieldErrorsFromFailure(error: unknown, conflictField?: string): Record<string, string> {
  const problem = problemFromError(error);
  if (!problem) return {};
  if (isValidationProblem(problem)) return fieldErrorsFromProblem(problem);
  if (problem.status === 409 && conflictField) return { [conflictField]: problem.title };
  return {};
}
