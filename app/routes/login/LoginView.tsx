import { Link } from 'react-router';
import { AuthLayout, Button, FormError } from '../../../ui-kit/index.ts';
import { loginRequestSchema, type LoginRequest } from '../../../contract/auth.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';

export interface LoginViewProps extends FormViewProps<LoginRequest> {
  /** A message for the whole form, e.g. wrong email or password. */
  formError: string | null;
}

/** SPEC §2.1 /login: two panels, the title Client Portal, a Log in heading, email and password. */
export function LoginView({ submitting, fieldErrors, formError, onSubmit }: LoginViewProps) {
  const form = useZodForm(loginRequestSchema, {
    defaultValues: { email: '', password: '' },
    serverErrors: fieldErrors,
  });
  return (
    <AuthLayout heading="Log in">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
        {formError ? <FormError>{formError}</FormError> : null}
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="username" autoFocus />
        <FormTextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" variant="primary" loading={submitting} fullWidth>
          Log in
        </Button>
        <Link to="/forgot-password">Forgot password</Link>
      </form>
    </AuthLayout>
  );
}
