import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FormCheckboxField } from '../../../app/forms/FormCheckboxField.tsx';
import { FormFileField } from '../../../app/forms/FormFileField.tsx';
import { useZodForm } from '../../../app/forms/useZodForm.ts';

const schema = z.object({
  admin: z.boolean(),
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((value): boolean => value instanceof File, { message: 'File is required' }),
});
type Values = z.infer<typeof schema>;

/** A form of the two bindings the kit's text, password and select bindings did not cover. */
function CheckboxAndFileForm({ onSubmit, onFileChange }: { onSubmit: (values: Values) => void; onFileChange: (file: File | null) => void }) {
  const form = useZodForm(schema, { defaultValues: { admin: false, file: null }, serverErrors: {} });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormCheckboxField form={form} name="admin" label="Admin" />
      <FormFileField form={form} name="file" label="File" onValueChange={onFileChange} />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe('form bindings for a checkbox and a file', () => {
  it('shows the file field error, then submits the ticked box and the chosen file', async () => {
    const onSubmit = vi.fn();
    const onFileChange = vi.fn();
    render(<CheckboxAndFileForm onSubmit={onSubmit} onFileChange={onFileChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('File is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    const file = new File(['a,b'], 'clients.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
    expect(onFileChange).toHaveBeenCalledWith(file);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ admin: true, file });
  });
});
