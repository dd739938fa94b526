import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { ResetPasswordForm } from '../../../contract/auth.ts';
import { resetPassword } from '../../api/auth.ts';
import { useFieldErrors } from '../../api/fieldErrors.ts';
import { RedirectIdentified } from '../../session/RedirectIdentified.tsx';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { ResetPasswordView } from '../../features/signIn/ResetPasswordView.tsx';

/** docs/product.md#public-routes, #states, #messages: the token comes from the address; success shares the forgot-password toast title. */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordForm) => resetPassword({ ...values, resetPasswordToken: token }),
    onSuccess: () => {
      toast({
        title: 'Password reset email sent!',
        description: 'Your password has been reset, you can now login using your new password',
        variant: 'success',
      });
      navigate('/?welcome=true');
    },
    onError: () =>
      toast({
        title: 'Reset password failed!',
        description: 'Failed to reset password, please try again.',
        variant: 'destructive',
      }),
  });
  const fieldErrors = useFieldErrors(mutation.error);
  return (
    <RedirectIdentified>
      <ResetPasswordView
        submitting={mutation.isPending}
        fieldErrors={fieldErrors}
        formError={fieldErrors.resetPasswordToken ?? null}
        onSubmit={(values) => mutation.mutate(values)}
      />
    </RedirectIdentified>
  );
}
