import * as z from 'zod';
import { problemSchema, validationProblemSchema } from '../../contract/errors.ts';

/** A 400 is a validation problem with `errors`, or a plain one (malformed JSON). */
const badRequestSchema = z.union([validationProblemSchema, problemSchema]);

type ProblemResponses<S extends number> = { [K in S]: K extends 400 ? typeof badRequestSchema : typeof problemSchema };

/** The error answers a route declares next to its success answer, all shaped by the errors plugin. */
export function problemResponses<const S extends number>(...statuses: S[]): ProblemResponses<S> {
  const responses: Record<number, z.ZodType> = {};
  for (const status of statuses) responses[status] = status === 400 ? badRequestSchema : problemSchema;
  return responses as ProblemResponses<S>;
}
