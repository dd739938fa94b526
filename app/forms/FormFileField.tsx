import { Controller, type FieldValues } from 'react-hook-form';
import { FileInput, type FileInputProps } from '../../ui-kit/index.ts';
import type { BoundProps } from './boundField.ts';

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
