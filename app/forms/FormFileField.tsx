import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FileInput, type FileInputProps } from '../../ui-kit/index.ts';

export type FormFileFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  /** Told of every change after the form's value is set (e.g. to derive another field from the file). */
  onFileChange?: (file: File | null) => void;
} & Omit<FileInputProps, 'name' | 'value' | 'onValueChange' | 'error'>;

/**
 * The kit's FileInput bound to a react-hook-form field holding `File | null`, the way FormFields.tsx
 * binds the text fields: the value, the field's error (client or server) and its wiring come from here.
 */
export function FormFileField<Values extends FieldValues>({ form, name, onFileChange, ...props }: FormFileFieldProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FileInput
          {...props}
          name={field.name}
          value={(field.value as File | null | undefined) ?? null}
          onValueChange={(file) => {
            field.onChange(file);
            onFileChange?.(file);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
