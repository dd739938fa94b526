import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthLayout, Button, FormError, TextField } from '../../../ui-kit/index.ts';
import type { LoginRequest } from '../../../contract/auth.ts';
import { checkLoginRequest } from '../../../contract/loginCheck.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useCheckedForm } from '../../forms/useCheckedForm.ts';

export interface LoginViewProps extends FormViewProps<LoginRequest> {
  /** A message for the whole form, e.g. wrong email or password. */
  formError: string | null;
  /** Under the form: "Sign in with …" when single sign-on is on (docs/permissions.md#single-sign-on). */
  sso?: ReactNode;
}

const defaultValues: LoginRequest = { email: '', password: '' };

/**
 * docs/product.md#public-routes /login: two panels, the title Client Portal, a Log in heading, email and password.
 * The one form without react-hook-form and zod (docs/decisions.md#browser-side): the page's 120 KB budget leaves no room
 * for them; its checks are the contract's loginRequestSchema rules (contract/loginCheck.ts).
 */
export function LoginView({ submitting, fieldErrors, formError, onSubmit, sso }: LoginViewProps) {
  const form = useCheckedForm(checkLoginRequest, { defaultValues, serverErrors: fieldErrors });
  return (
    <AuthLayout heading="Log in">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
        {formError ? <FormError>{formError}</FormError> : null}
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="username" autoFocus />
        <TextField {...form.field('password')} label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" variant="primary" loading={submitting} fullWidth>
          Log in
        </Button>
        <Link to="/forgot-password">Forgot password</Link>
      </form>
      {sso}
    </AuthLayout>
  );
}
