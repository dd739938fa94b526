import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import {
  Combobox,
  PasswordField,
  Select,
  TextField,
  type ComboboxOption,
  type ComboboxProps,
  type PasswordFieldProps,
  type SelectProps,
  type TextFieldProps,
} from '../../ui-kit/index.ts';

/**
 * One binding between a react-hook-form form (from useZodForm) and the kit's fields, so a form says
 * only which field and which label: the registration, the field's error (client or server, SPEC §5)
 * and its ARIA wiring come from here instead of being repeated in every form.
 */
interface BoundProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
}

/** The field's message; passing formState subscribes this field to error changes. */
function errorOf<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

export type FormTextFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<TextFieldProps, 'form' | 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

export function FormTextField<Values extends FieldValues>({ form, name, ...props }: FormTextFieldProps<Values>) {
  return <TextField {...props} error={errorOf(form, name)} {...form.register(name)} />;
}

export type FormPasswordFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<PasswordFieldProps, 'form' | 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

export function FormPasswordField<Values extends FieldValues>({ form, name, ...props }: FormPasswordFieldProps<Values>) {
  return <PasswordField {...props} error={errorOf(form, name)} {...form.register(name)} />;
}

export type FormSelectFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<SelectProps, 'name' | 'error' | 'value' | 'defaultValue' | 'onValueChange'>;

/** A Select whose empty string value shows the placeholder (forms start with ''). */
export function FormSelectField<Values extends FieldValues>({ form, name, ...props }: FormSelectFieldProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          name={field.name}
          value={field.value === '' ? null : (field.value as string | null)}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export type FormComboboxFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<ComboboxProps, 'name' | 'error' | 'value' | 'onValueChange'>;

/** A Combobox whose form value is the chosen option ({ value, label }) or null. */
export function FormComboboxField<Values extends FieldValues>({ form, name, ...props }: FormComboboxFieldProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Combobox
          {...props}
          name={field.name}
          value={(field.value as ComboboxOption | null) ?? null}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
