import type { Identity } from '../../../contract/identities.ts';
import { FormPasswordField } from '../../forms/FormPasswordField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import type { ClientSearchProps } from '../../shared/clientSearch/useClientSearch.ts';
import { RoleFields } from './RoleFields.tsx';
import type { VenueChoicesProps } from './useVenueChoices.ts';
import { emailChanges, userFormSchema, userFormValues, type UserFormValues } from './userForm.ts';

export interface EditUserDialogProps extends FormViewProps<UserFormValues> {
  open: boolean;
  onClose: () => void;
  /** The user being edited (kept while the dialog closes). */
  user: Identity | null;
  /** The signed-in Admin: its own role cannot change (the server refuses it too). */
  isSelf: boolean;
  clientSearch: ClientSearchProps;
  venueChoices: VenueChoicesProps;
}

const ADMIN_CHOOSER = { kind: 'admin' } as const;

const FORM_ID = 'edit-user-form';

function EditUserForm({ user, isSelf, fieldErrors, submitting, onSubmit, clientSearch, venueChoices }: Omit<EditUserDialogProps, 'open' | 'onClose'> & { user: Identity }) {
  const form = useZodForm(userFormSchema(user.identifier), { defaultValues: userFormValues(user), serverErrors: fieldErrors });
  const newEmail = emailChanges(form.watch('email'), user.identifier);
  return (
    <FormStack as="form" id={FORM_ID} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="name" label="Name" autoComplete="off" />
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="off" />
      {newEmail ? (
        <FormPasswordField
          form={form}
          name="existingPassword"
          label="Your password"
          autoComplete="current-password"
          hint="A new email needs your own password; the old address is told of the change."
        />
      ) : null}
      <RoleFields
        form={form}
        chooser={ADMIN_CHOOSER}
        clientSearch={clientSearch}
        venueChoices={venueChoices}
        fixedReason={isSelf ? 'You cannot change your own role.' : undefined}
      />
    </FormStack>
  );
}

/** An Admin edits a person's name, email and role (docs/permissions.md#roles: with its client and venues). */
export function EditUserDialog({ open, onClose, submitting, user, ...formProps }: EditUserDialogProps) {
  return (
    <MutationDialogView
      open={open}
      submitting={submitting}
      title="Edit user"
      description={user ? `${user.name || user.identifier}'s details and what they may see.` : undefined}
      formId={FORM_ID}
      submitLabel="Save"
      onClose={onClose}
    >
      {/* Mounted only while open, so every opening starts from the user as they are. */}
      {open && user ? <EditUserForm key={user.id} user={user} submitting={submitting} {...formProps} /> : null}
    </MutationDialogView>
  );
}
