import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgotPassword } from '../../api/auth.ts';
import { useFieldErrors } from '../../api/fieldErrors.ts';
import { RedirectIdentified } from '../../session/RedirectIdentified.tsx';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { ForgotPasswordView } from '../../features/signIn/ForgotPasswordView.tsx';

/** docs/product.md#public-routes, #states, #messages: on success a toast and / with welcome=true; on failure a destructive toast. */
export function ForgotPasswordRoute() {
  const toast = useToast();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => {
      toast({
        title: 'Password reset email sent!',
        description: 'An email has been sent with instructions to reset your password.',
        variant: 'success',
      });
      navigate('/?welcome=true');
    },
    onError: () =>
      toast({
        title: 'Forgot password failed!',
        description: 'Failed to send forgot password, please try again.',
        variant: 'destructive',
      }),
  });
  const fieldErrors = useFieldErrors(mutation.error);
  return (
    <RedirectIdentified>
      <ForgotPasswordView
        submitting={mutation.isPending}
        fieldErrors={fieldErrors}
        onSubmit={(values) => mutation.mutate(values)}
      />
    </RedirectIdentified>
  );
}
