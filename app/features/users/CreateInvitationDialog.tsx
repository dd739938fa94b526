import type { ClientSearchProps } from '../clientSearch/useClientSearch.ts';
import { FormComboboxField } from '../../forms/FormComboboxField.tsx';
import { FormSelectField } from '../../forms/FormSelectField.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../mutations/MutationDialogView.tsx';
import { emptyInvitationForm, invitationFormSchema, invitationRoleOptions, type InvitationFormValues } from './invitationForm.ts';

export interface CreateInvitationDialogProps extends FormViewProps<InvitationFormValues> {
  open: boolean;
  onClose: () => void;
  clientSearch: ClientSearchProps;
}

const FORM_ID = 'create-invitation-form';

function CreateInvitationForm({ fieldErrors, submitting, onSubmit, clientSearch }: Omit<CreateInvitationDialogProps, 'open' | 'onClose'>) {
  const form = useZodForm(invitationFormSchema, { defaultValues: emptyInvitationForm, serverErrors: fieldErrors });
  const role = form.watch('role');
  return (
    <FormStack as="form" id={FORM_ID} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="off" />
      <FormSelectField form={form} name="role" label="Invite as" options={invitationRoleOptions} />
      {role === 'client' ? (
        <FormComboboxField
          form={form}
          name="clientId"
          label="Client"
          placeholder="Type a client's name"
          hint="The user sees only this client's venues."
          emptyText="No clients found"
          options={clientSearch.options}
          loading={clientSearch.loading}
          onInputChange={clientSearch.onSearch}
        />
      ) : null}
    </FormStack>
  );
}

/** docs/product.md#screens /users: invite someone by email, as a user of one client or as an Admin. */
export function CreateInvitationDialog({ open, onClose, submitting, ...formProps }: CreateInvitationDialogProps) {
  return (
    <MutationDialogView
      open={open}
      submitting={submitting}
      title="Invite user"
      description="They get an email with a link to sign up; the link works for 7 days."
      formId={FORM_ID}
      submitLabel="Send invitation"
      onClose={onClose}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open ? <CreateInvitationForm submitting={submitting} {...formProps} /> : null}
    </MutationDialogView>
  );
}
