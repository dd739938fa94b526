import { describe, expect, it } from 'vitest';
import { fieldErrorsFromFailure, fieldErrorsFromProblem, isValidationProblem, problemFromError, VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';

describe('server validation errors (docs/product.md#validation-messages, last paragraph)', () => {
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

describe('field errors of a failed call', () => {
  const failure = (problem: object) => Object.assign(new Error('request failed'), { problem });

  it('maps a 400 onto its fields', () => {
    const error = failure({ title: VALIDATION_ERROR_TITLE, status: 400, errors: { Gmv: ['GMV must be at least 2 characters.'] } });
    expect(fieldErrorsFromFailure(error, 'gmv')).toEqual({ gmv: 'GMV must be at least 2 characters.' });
  });

  it('puts a 409 on the field the form names, and on none when it names none', () => {
    const error = failure({ title: 'This GMV is already in use by another venue.', status: 409 });
    expect(fieldErrorsFromFailure(error, 'gmv')).toEqual({ gmv: 'This GMV is already in use by another venue.' });
    expect(fieldErrorsFromFailure(error)).toEqual({});
  });

  it('has nothing for other failures', () => {
    expect(fieldErrorsFromFailure(failure({ title: 'Forbidden', status: 403 }), 'gmv')).toEqual({});
    expect(fieldErrorsFromFailure(new Error('offline'), 'gmv')).toEqual({});
  });
});
