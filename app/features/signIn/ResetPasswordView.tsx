import { Link } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../../../contract/auth.ts';
import { AuthLayout, Button, FormError } from '../../../ui-kit/index.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { NEW_PASSWORD_HINT } from '../../forms/newPasswordHint.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';

export interface ResetPasswordViewProps extends FormViewProps<ResetPasswordForm> {
  /** Why the server refused the link itself (used, expired or unknown), not a field the person typed. */
  formError: string | null;
}

/** docs/product.md#public-routes /reset-password/{token}: email, password and confirmation, and a Reset Password button. */
export function ResetPasswordView({ submitting, fieldErrors, formError, onSubmit }: ResetPasswordViewProps) {
  const form = useZodForm(resetPasswordFormSchema, {
    defaultValues: { email: '', password: '', passwordConfirm: '' },
    serverErrors: fieldErrors,
  });
  return (
    <AuthLayout heading="Reset password" description="Choose a new password for your account.">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
        {formError ? (
          <FormError>
            {formError} <Link to="/forgot-password">Request a new link</Link>
          </FormError>
        ) : null}
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="username" autoFocus />
        <FormTextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <FormTextField form={form} name="passwordConfirm" label="Confirm password" type="password" autoComplete="new-password" />
        <Button type="submit" variant="primary" loading={submitting} fullWidth>
          Reset Password
        </Button>
        <Link to="/login">Back to log in</Link>
      </form>
    </AuthLayout>
  );
}
