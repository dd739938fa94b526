import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * One binding between a react-hook-form form (from useZodForm) and each kit field, so a form says
 * only which field and which label: the registration, the field's error (client or server, docs/product.md#validation-messages)
 * and its ARIA wiring come from the Form*Field components instead of being repeated in every form.
 * One file per control, so a screen downloads only the controls it uses.
 */
export interface BoundProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
}

/** The field's message; passing formState subscribes this field to error changes. */
export function errorOf<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}
