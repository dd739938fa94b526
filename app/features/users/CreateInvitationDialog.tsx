import type { ClientSearchProps } from '../../shared/clientSearch/useClientSearch.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import { emptyInvitationForm, invitationFormSchema, type InvitationFormValues } from './invitationForm.ts';
import { RoleFields } from './RoleFields.tsx';
import type { RoleChooser } from './roleForm.ts';
import type { VenueChoicesProps } from './useVenueChoices.ts';

export interface CreateInvitationDialogProps extends FormViewProps<InvitationFormValues> {
  open: boolean;
  onClose: () => void;
  /** Who invites: an admin gives any role; a client user a venue manager or viewer of its own client. */
  chooser: RoleChooser;
  clientSearch: ClientSearchProps;
  venueChoices: VenueChoicesProps;
}

const FORM_ID = 'create-invitation-form';

function CreateInvitationForm({ fieldErrors, submitting, onSubmit, chooser, clientSearch, venueChoices }: Omit<CreateInvitationDialogProps, 'open' | 'onClose'>) {
  const form = useZodForm(invitationFormSchema(chooser), { defaultValues: emptyInvitationForm(chooser), serverErrors: fieldErrors });
  return (
    <FormStack as="form" id={FORM_ID} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="off" />
      <RoleFields form={form} chooser={chooser} clientSearch={clientSearch} venueChoices={venueChoices} />
    </FormStack>
  );
}

/** docs/product.md#screens /users: invite someone by email with a role (docs/permissions.md#people). */
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
