import { createClientRequestSchema, type CreateClientRequest } from '../../../contract/clients.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { CreateFormPage } from '../../shared/forms/CreateFormPage.tsx';

export interface ClientCreateViewProps extends FormViewProps<CreateClientRequest> {
  /** A message for the whole form, e.g. the 409 title when the name is taken. */
  formError: string | null;
}

/** docs/product.md#screens /clients/create: a name (docs/product.md#validation-messages, Client create). */
export function ClientCreateView({ submitting, fieldErrors, formError, onSubmit }: ClientCreateViewProps) {
  const form = useZodForm(createClientRequestSchema, { defaultValues: { name: '' }, serverErrors: fieldErrors });
  return (
    <CreateFormPage
      title="Create Client"
      description="A client groups venues and their Reveal media."
      formLabel="Create client"
      cancelTo="/clients"
      submitting={submitting}
      formError={formError}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormTextField form={form} name="name" label="Name" autoComplete="off" autoFocus />
    </CreateFormPage>
  );
}
