import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  identityMessages,
  updateIdentityRequestSchema,
  updatePasswordRequestSchema,
  type UpdateIdentityRequest,
  type UpdatePasswordRequest,
} from '../../../contract/identities.ts';
import { Button, Card, CardContent, CardFooter, CardHeader, FormError, PageHeader } from '../../../ui-kit/index.ts';
import { FormPasswordField } from '../../forms/FormPasswordField.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { NEW_PASSWORD_HINT } from '../../forms/newPasswordHint.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { FormPageWidth, FormStack } from '../../forms/FormStack.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { StorybookCard, type StorybookCardProps } from './StorybookCard.tsx';

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
  /** Those who review the design (admins) open the published Storybook from here; null for everyone else. */
  storybook?: StorybookCardProps | null;
  /** Those who may read the compliance rules (admins, approvers) reach them from here. */
  complianceLink?: boolean;
}

/** docs/product.md#screens /settings: Personal Details and Change password (docs/product.md#validation-messages), and the way to Security. */
export function SettingsView({ details, password, storybook = null, complianceLink = false }: SettingsViewProps) {
  return (
    <PageStack>
      <PageHeader title="User Settings" description="Your personal details and password." />
      <FormPageWidth>
        <FormStack>
          <DetailsCard {...details} />
          <PasswordCard {...password} />
          <SecurityLinkCard />
          {complianceLink ? <ComplianceLinkCard /> : null}
          {storybook ? <StorybookCard {...storybook} /> : null}
        </FormStack>
      </FormPageWidth>
    </PageStack>
  );
}

/** Two-factor sign-in and sessions have their own page, loaded only when opened. */
function SecurityLinkCard() {
  return (
    <Card>
      <CardHeader title="Security" description="Two-factor sign-in and the sessions you are signed in with." />
      <CardContent>
        <Link to="/settings/security">Two-factor sign-in and sessions</Link>
      </CardContent>
    </Card>
  );
}

/** The compliance rules of each jurisdiction and the regions' jurisdictions (docs/compliance.md). */
function ComplianceLinkCard() {
  return (
    <Card>
      <CardHeader title="Compliance" description="Where each kind of content may play, by jurisdiction, and each region’s jurisdiction." />
      <CardContent>
        <Link to="/settings/compliance">Compliance rules</Link>
      </CardContent>
    </Card>
  );
}

/** Emails compare as the server stores them: trimmed and lower-cased. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function DetailsCard({ initialValues, submitting, fieldErrors, formError, onSubmit }: DetailsFormProps) {
  const form = useZodForm(updateIdentityRequestSchema, {
    defaultValues: { ...initialValues, existingPassword: '' },
    serverErrors: fieldErrors,
  });
  // A new login email needs the current password (docs/decisions.md#accounts): the field shows only then.
  const emailChanged = !sameEmail(form.watch('email'), initialValues.email);
  const { setValue, setError } = form;
  useEffect(() => {
    if (!emailChanged) setValue('existingPassword', '');
  }, [emailChanged, setValue]);

  const submit = form.handleSubmit(({ name, email, existingPassword }) => {
    if (!emailChanged) return onSubmit({ name, email });
    if (!existingPassword) {
      setError('existingPassword', { type: 'required', message: identityMessages.existingPasswordRequired });
      return;
    }
    onSubmit({ name, email, existingPassword });
  });
  return (
    <Card>
      <CardHeader title="Personal Details" description="Your name and the email you log in with." />
      <form noValidate onSubmit={submit} aria-busy={submitting} aria-label="Personal details">
        <CardContent>
          <FormStack>
            {formError ? <FormError>{formError}</FormError> : null}
            <FormTextField form={form} name="name" label="Name" autoComplete="name" />
            <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
            {emailChanged ? (
              <FormPasswordField
                form={form}
                name="existingPassword"
                label="Current password"
                autoComplete="current-password"
                hint="Changing the email you log in with needs your password."
              />
            ) : null}
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
            <FormPasswordField form={form} name="existingPassword" label="Existing password" autoComplete="current-password" />
            <FormPasswordField
              form={form}
              name="newPassword"
              label="New password"
              autoComplete="new-password"
              hint={NEW_PASSWORD_HINT}
            />
            <FormPasswordField form={form} name="newPasswordConfirm" label="Confirm new password" autoComplete="new-password" />
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
