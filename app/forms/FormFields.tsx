import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import {
  Checkbox,
  Combobox,
  FileInput,
  PasswordField,
  Select,
  TextField,
  type CheckboxProps,
  type ComboboxOption,
  type ComboboxProps,
  type FileInputProps,
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

export type FormCheckboxFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<CheckboxProps, 'form' | 'name' | 'error' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'ref'>;

/** A boolean field: react-hook-form's register gives a checkbox its checked state. */
export function FormCheckboxField<Values extends FieldValues>({ form, name, ...props }: FormCheckboxFieldProps<Values>) {
  return <Checkbox {...props} error={errorOf(form, name)} {...form.register(name)} />;
}

export type FormFileFieldProps<Values extends FieldValues> = BoundProps<Values> &
  Omit<FileInputProps, 'name' | 'error' | 'value'>;

/**
 * A file field whose value is a File or null (forms start with null; the schema says whether one
 * is required). `onValueChange` still hears every change, after the form has it.
 */
export function FormFileField<Values extends FieldValues>({ form, name, onValueChange, ...props }: FormFileFieldProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FileInput
          {...props}
          name={field.name}
          value={(field.value as File | null) ?? null}
          onValueChange={(file) => {
            field.onChange(file);
            onValueChange?.(file);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
