import { useEffect } from 'react';
import {
  updateIdentityRequestSchema,
  updatePasswordRequestSchema,
  type UpdateIdentityRequest,
  type UpdatePasswordRequest,
} from '../../../contract/identities.ts';
import { Button, Card, CardContent, CardFooter, CardHeader, FormError, PageHeader, PasswordField, TextField } from '../../../ui-kit/index.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { FormPageWidth, FormStack } from '../../forms/FormStack.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { PageStack } from '../../features/lists/lists.styles.ts';

const EMPTY_PASSWORDS: UpdatePasswordRequest = { existingPassword: '', newPassword: '', newPasswordConfirm: '' };

export interface DetailsFormProps extends FormViewProps<UpdateIdentityRequest> {
  /** The signed-in identity's name and email, the form's starting values. */
  initialValues: UpdateIdentityRequest;
  /** A message for the whole form, e.g. the 409 title when the email is taken. */
  formError: string | null;
}

export interface PasswordFormProps extends FormViewProps<UpdatePasswordRequest> {
  formError: string | null;
  /** Goes up by one after each saved password, which empties the form. */
  savedCount: number;
}

export interface SettingsViewProps {
  details: DetailsFormProps;
  password: PasswordFormProps;
}

/** SPEC §2.4 /settings: Personal Details and Change password (SPEC §5). */
export function SettingsView({ details, password }: SettingsViewProps) {
  return (
    <PageStack>
      <PageHeader title="User Settings" description="Your personal details and password." />
      <FormPageWidth>
        <FormStack>
          <DetailsCard {...details} />
          <PasswordCard {...password} />
        </FormStack>
      </FormPageWidth>
    </PageStack>
  );
}

function DetailsCard({ initialValues, submitting, fieldErrors, formError, onSubmit }: DetailsFormProps) {
  const form = useZodForm(updateIdentityRequestSchema, { defaultValues: initialValues, serverErrors: fieldErrors });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader title="Personal Details" description="Your name and the email you log in with." />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting} aria-label="Personal details">
        <CardContent>
          <FormStack>
            {formError ? <FormError>{formError}</FormError> : null}
            <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
            <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
          </FormStack>
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={submitting}>
            Save Details
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function PasswordCard({ submitting, fieldErrors, formError, savedCount, onSubmit }: PasswordFormProps) {
  const form = useZodForm(updatePasswordRequestSchema, { defaultValues: EMPTY_PASSWORDS, serverErrors: fieldErrors });
  const { errors } = form.formState;
  const { reset } = form;
  // A saved password must not stay in the fields.
  useEffect(() => {
    if (savedCount > 0) reset(EMPTY_PASSWORDS);
  }, [savedCount, reset]);
  return (
    <Card>
      <CardHeader title="Change password" description="Enter your existing password, then the new one twice." />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting} aria-label="Change password">
        <CardContent>
          <FormStack>
            {formError ? <FormError>{formError}</FormError> : null}
            <PasswordField
              label="Existing password"
              autoComplete="current-password"
              error={errors.existingPassword?.message}
              {...form.register('existingPassword')}
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              hint="At least 8 characters with an upper-case letter, a lower-case letter, a number and a special character."
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.newPasswordConfirm?.message}
              {...form.register('newPasswordConfirm')}
            />
          </FormStack>
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={submitting}>
            Save Password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
