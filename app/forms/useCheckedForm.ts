import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { CheckResult } from '../../contract/loginCheck.ts';

type Errors<Values> = Partial<Record<keyof Values & string, string>>;

/** What a kit text field takes from the form: the DOM keeps the value, as with react-hook-form. */
export interface CheckedFieldProps {
  name: string;
  defaultValue: string;
  ref: (input: HTMLInputElement | null) => void;
  onChange: () => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export interface CheckedForm<Values> {
  field: (name: keyof Values & string) => CheckedFieldProps;
  handleSubmit: (onValid: (values: Values, event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * useZodForm's behaviour (docs/product.md#validation-messages) for a form of text fields checked by a plain function instead of
 * a zod schema, without react-hook-form: the sign-in page's budget (docs/decisions.md#browser-side) has no room for
 * either (contract/loginCheck.ts says why). The same rules as useZodForm: nothing is checked before
 * the first submit except a field left after typing in it; after a submit every change re-checks
 * its field; a failed submit focuses the first bad field; server messages land on their fields
 * until the field is checked again.
 */
export function useCheckedForm<Values extends Record<string, string>>(
  check: (values: Values) => CheckResult<Values>,
  options: { defaultValues: Values; serverErrors?: Record<string, string> },
): CheckedForm<Values> {
  const { defaultValues, serverErrors } = options;
  const inputs = useRef(new Map<keyof Values & string, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const read = useCallback((): Values => {
    const values: Record<string, string> = { ...defaultValues };
    for (const [name, input] of inputs.current) values[name] = input.value;
    return values as Values;
  }, [defaultValues]);

  const checkField = useCallback(
    (name: keyof Values & string) => {
      const result = check(read());
      const message = result.success ? undefined : result.errors[name];
      setErrors((current) => ({ ...current, [name]: message }));
    },
    [check, read],
  );

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) setErrors((current) => ({ ...current, ...serverErrors }));
  }, [serverErrors]);

  const field = (name: keyof Values & string): CheckedFieldProps => ({
    name,
    defaultValue: defaultValues[name] ?? '',
    ref: (input) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: () => {
      if (submitted.current) checkField(name);
    },
    onBlur: (event) => {
      // Only once the person has typed: an error appearing under an untouched field moves the page
      // under the pointer (see useZodForm).
      if (event.target.value !== (defaultValues[name] ?? '')) checkField(name);
    },
    error: errors[name],
  });

  const handleSubmit: CheckedForm<Values>['handleSubmit'] = (onValid) => (event) => {
    event.preventDefault();
    submitted.current = true;
    const result = check(read());
    if (result.success) {
      setErrors({});
      onValid(result.data, event);
      return;
    }
    setErrors(result.errors);
    const firstBad = [...inputs.current].find(([name]) => result.errors[name] !== undefined);
    firstBad?.[1].focus();
  };

  return { field, handleSubmit };
}
