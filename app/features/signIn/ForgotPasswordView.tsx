import { Link } from 'react-router';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '../../../contract/auth.ts';
import { AuthLayout, Button } from '../../../ui-kit/index.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';

export type ForgotPasswordViewProps = FormViewProps<ForgotPasswordRequest>;

/** docs/product.md#public-routes /forgot-password: an email form with a Send Reset Email button. */
export function ForgotPasswordView({ submitting, fieldErrors, onSubmit }: ForgotPasswordViewProps) {
  const form = useZodForm(forgotPasswordRequestSchema, { defaultValues: { email: '' }, serverErrors: fieldErrors });
  return (
    <AuthLayout
      heading="Forgot password"
      description="Enter the email you sign in with and we will send you a link to reset your password."
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <Button type="submit" variant="primary" loading={submitting} fullWidth>
          Send Reset Email
        </Button>
        <Link to="/login">Back to log in</Link>
      </form>
    </AuthLayout>
  );
}
