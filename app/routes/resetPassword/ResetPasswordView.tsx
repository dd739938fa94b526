import { Link } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../../../contract/auth.ts';
import { AuthLayout, Button, FormError, TextField } from '../../../ui-kit/index.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';

export interface ResetPasswordViewProps extends FormViewProps<ResetPasswordForm> {
  /** Why the server refused the link itself (used, expired or unknown), not a field the person typed. */
  formError: string | null;
}

/** SPEC §2.1 /reset-password/{token}: email, password and confirmation, and a Reset Password button. */
export function ResetPasswordView({ submitting, fieldErrors, formError, onSubmit }: ResetPasswordViewProps) {
  const form = useZodForm(resetPasswordFormSchema, {
    defaultValues: { email: '', password: '', passwordConfirm: '' },
    serverErrors: fieldErrors,
  });
  const { errors } = form.formState;
  return (
    <AuthLayout heading="Reset password" description="Choose a new password for your account.">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
        {formError ? (
          <FormError>
            {formError} <Link to="/forgot-password">Request a new link</Link>
          </FormError>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters with an upper-case letter, a lower-case letter, a number and a special character."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...form.register('passwordConfirm')}
        />
        <Button type="submit" variant="primary" loading={submitting} fullWidth>
          Reset Password
        </Button>
        <Link to="/login">Back to log in</Link>
      </form>
    </AuthLayout>
  );
}
