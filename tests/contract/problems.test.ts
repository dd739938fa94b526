import { describe, expect, it } from 'vitest';
import { problemSchema, validationProblemSchema } from '../../contract/errors.ts';
import { isProblem, isValidationProblem, VALIDATION_ERROR_TITLE } from '../../contract/problems.ts';

/** Bodies a server (ours, a proxy, a broken one) might answer an API call with. */
const bodies: unknown[] = [
  { title: 'Unauthorized', status: 401 },
  { title: 'Unauthorized', status: 401, detail: 'extra keys are kept' },
  { title: VALIDATION_ERROR_TITLE, status: 400, errors: { Email: ['Please enter a valid email.'] } },
  { title: VALIDATION_ERROR_TITLE, status: 400, errors: {} },
  { title: VALIDATION_ERROR_TITLE, status: 400 },
  { title: VALIDATION_ERROR_TITLE, status: 400, errors: { Email: 'not a list' } },
  { title: VALIDATION_ERROR_TITLE, status: 400, errors: { Email: [1] } },
  { title: VALIDATION_ERROR_TITLE, status: 400, errors: [['Email', ['x']]] },
  { title: VALIDATION_ERROR_TITLE, status: 400, errors: null },
  { title: VALIDATION_ERROR_TITLE, status: '400', errors: {} },
  { title: 'Conflict', status: 409.5 },
  { title: 'Huge', status: 2 ** 60 },
  { title: 'NaN', status: Number.NaN },
  { title: 'Infinite', status: Number.POSITIVE_INFINITY },
  { title: 3, status: 500 },
  { status: 500 },
  { title: 'No status' },
  [],
  ['title', 'status'],
  null,
  undefined,
  'html page',
  404,
];

describe('the browser reads error answers without zod, as the server’s schemas do', () => {
  it('accepts a problem exactly when problemSchema.passthrough() does', () => {
    for (const body of bodies) expect(isProblem(body), JSON.stringify(body)).toBe(problemSchema.passthrough().safeParse(body).success);
  });

  it('accepts a validation problem exactly when validationProblemSchema does', () => {
    for (const body of bodies) expect(isValidationProblem(body), JSON.stringify(body)).toBe(validationProblemSchema.safeParse(body).success);
  });
});
