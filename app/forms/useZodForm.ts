import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import { useForm, type FieldValues, type Path, type UseFormHandleSubmit, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/**
 * react-hook-form with the contract's zod schema (docs/decisions.md#browser-side) and server field errors placed on the
 * same fields.
 *
 * Fields are validated on blur (docs/product.md#validation-messages), but only once the person has typed in them: validating an
 * untouched field on blur shows an error that shifts the page under the pointer, so a click on
 * "Forgot password" right after focusing the email would land on nothing.
 *
 * Two more rules keep the submit button under the finger: after a submit, a
 * change re-checks every field, so an error that depends on two fields ("Passwords must match")
 * clears while the person types in either; and leaving a field for this form's submit button checks
 * nothing on blur, so no error appears or vanishes between the press and the click: the submit checks.
 */
export function useZodForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  options: { defaultValues: Values; serverErrors?: Record<string, string> },
): UseFormReturn<Values> {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: options.defaultValues as never,
  });
  const { register: registerField, trigger, getFieldState, getValues, handleSubmit: handleSubmitOf } = form;
  const submitted = useRef(false);
  const submittedOnce = useCallback(() => submitted.current, []);
  // The changed field, and every other field showing a check's error (not a server's message, which
  // stays until its own field changes).
  const fieldsToRecheck = useCallback(
    (changed: Path<Values>): Array<Path<Values>> => {
      const names = Object.keys(getValues()) as Array<Path<Values>>;
      const failing = names.filter((name) => name !== changed && (getFieldState(name).error?.type ?? 'server') !== 'server');
      return [changed, ...failing];
    },
    [getValues, getFieldState],
  );
  const handleSubmit = useCallback<UseFormHandleSubmit<Values>>(
    (onValid, onInvalid) => (event) => {
      submitted.current = true;
      return handleSubmitOf(onValid, onInvalid)(event);
    },
    [handleSubmitOf],
  );

  const register = useCallback<UseFormRegister<Values>>(
    (name, fieldOptions) => {
      const registration = registerField(name, fieldOptions);
      return {
        ...registration,
        onChange: async (event) => {
          await registration.onChange(event);
          if (submittedOnce()) await trigger(fieldsToRecheck(name));
        },
        onBlur: async (event) => {
          await registration.onBlur(event);
          if (movesToSubmitButton(event)) return;
          if (getFieldState(name).isDirty) await trigger(name);
        },
      };
    },
    [registerField, trigger, getFieldState, submittedOnce, fieldsToRecheck],
  );

  const { serverErrors } = options;
  useEffect(() => {
    if (!serverErrors) return;
    for (const [field, message] of Object.entries(serverErrors)) {
      form.setError(field as Path<Values>, { type: 'server', message });
    }
  }, [serverErrors, form]);

  return { ...form, register, handleSubmit };
}

/** Whether focus leaves a field for its own form's submit button (a press on it, about to submit). */
export function movesToSubmitButton(event: { target: unknown; relatedTarget?: unknown }): boolean {
  const next = event.relatedTarget;
  const field = event.target;
  if (!(next instanceof HTMLButtonElement) || next.type !== 'submit') return false;
  return field instanceof HTMLElement && next.form !== null && next.form === (field as HTMLInputElement).form;
}
