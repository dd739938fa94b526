import * as z from 'zod';
import type { Problem, ValidationProblem } from './problems.ts';

export {
  VALIDATION_ERROR_TITLE,
  fieldErrorsFromFailure,
  fieldErrorsFromProblem,
  isProblem,
  isValidationProblem,
  problemFromError,
  type Problem,
  type ValidationProblem,
} from './problems.ts';

/** `{ title, status }`: the shape of every error answer that is not a validation error. */
export const problemSchema = z.object({
  title: z.string(),
  status: z.number().int(),
}) satisfies z.ZodType<Problem>;

/** 400 answer: messages keyed by the request payload's field names. */
export const validationProblemSchema = problemSchema.extend({
  status: z.literal(400),
  errors: z.record(z.string(), z.array(z.string())),
}) satisfies z.ZodType<ValidationProblem>;
