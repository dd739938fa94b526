import { describe, expect, it } from 'vitest';
import { fieldErrorsFromProblem, isValidationProblem, problemFromError, VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';

describe('server validation errors (SPEC §5, last paragraph)', () => {
  const problem = {
    title: VALIDATION_ERROR_TITLE,
    status: 400 as const,
    errors: { Email: ['Please enter a valid email.', 'Email is taken.'], passwordConfirm: ['Passwords do not match'] },
  };

  it('joins each field’s messages with a comma and lower-cases the first letter of the field', () => {
    expect(fieldErrorsFromProblem(problem)).toEqual({
      email: 'Please enter a valid email., Email is taken.',
      passwordConfirm: 'Passwords do not match',
    });
  });

  it('tells a validation problem from other problems', () => {
    expect(isValidationProblem(problem)).toBe(true);
    expect(isValidationProblem({ title: 'Unauthorized', status: 401 })).toBe(false);
    expect(isValidationProblem('nope')).toBe(false);
  });

  it('reads the problem carried by an API error, and nothing from other errors', () => {
    expect(problemFromError(Object.assign(new Error('x'), { problem }))).toEqual(problem);
    expect(problemFromError(Object.assign(new Error('x'), { problem: 'html page' }))).toBeNull();
    expect(problemFromError(new TypeError('Failed to fetch'))).toBeNull();
    expect(problemFromError(undefined)).toBeNull();
  });
});
