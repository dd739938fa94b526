import { AuthLayout, Button, FormError, TextField } from '../../../ui-kit/index.ts';
import { checkSecondFactorCode } from '../../../contract/twoFactorMessages.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useCheckedForm } from '../../forms/useCheckedForm.ts';

export interface TwoFactorCodeViewProps extends FormViewProps<{ code: string }> {
  formError: string | null;
  /** Back to email and password. */
  onCancel: () => void;
}

const defaultValues = { code: '' };

/**
 * The code step of sign-in: shown after a right password when the account has
 * two-factor sign-in on. Loaded on demand (LoginRoute), so /login's first load stays in budget.
 */
export function TwoFactorCodeView({ submitting, fieldErrors, formError, onSubmit, onCancel }: TwoFactorCodeViewProps) {
  const form = useCheckedForm(checkSecondFactorCode, { defaultValues, serverErrors: fieldErrors });
  return (
    <AuthLayout heading="Two-factor sign-in">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
        {formError ? <FormError>{formError}</FormError> : null}
        <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
        <TextField {...form.field('code')} label="Code" inputMode="numeric" autoComplete="one-time-code" autoFocus />
        <Button type="submit" variant="primary" loading={submitting} fullWidth>
          Verify
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={submitting} fullWidth>
          Back to log in
        </Button>
      </form>
    </AuthLayout>
  );
}
