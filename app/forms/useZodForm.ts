import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import { useForm, type FieldValues, type Path, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/**
 * react-hook-form with the contract's zod schema (DESIGN §6) and server field errors placed on the
 * same fields.
 *
 * Fields are validated on blur (SPEC §5), but only once the person has typed in them: validating an
 * untouched field on blur shows an error that shifts the page under the pointer, so a click on
 * "Forgot password" right after focusing the email would land on nothing.
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
  const { register: registerField, trigger, getFieldState } = form;

  const register = useCallback<UseFormRegister<Values>>(
    (name, fieldOptions) => {
      const registration = registerField(name, fieldOptions);
      return {
        ...registration,
        onBlur: async (event) => {
          await registration.onBlur(event);
          if (getFieldState(name).isDirty) await trigger(name);
        },
      };
    },
    [registerField, trigger, getFieldState],
  );

  const { serverErrors } = options;
  useEffect(() => {
    if (!serverErrors) return;
    for (const [field, message] of Object.entries(serverErrors)) {
      form.setError(field as Path<Values>, { type: 'server', message });
    }
  }, [serverErrors, form]);

  return { ...form, register };
}
