import { useMutation } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { isValidationProblem, problemFromError } from '../../../contract/problems.ts';
import { may } from '../../../contract/permissions.ts';
import type { UpdateIdentityRequest, UpdatePasswordRequest } from '../../../contract/identities.ts';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { useFieldErrors } from '../../api/fieldErrors.ts';
import { updateIdentity, updatePassword } from '../../api/identities.ts';
import { requestStorybookLink } from '../../api/storybook.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { SettingsView } from '../../features/settings/SettingsView.tsx';

/** A failure that is not about one field (409 email taken…) is shown over its form. */
function formErrorOf(error: unknown): string | null {
  if (!error) return null;
  const problem = problemFromError(error);
  if (problem && isValidationProblem(problem)) return null;
  return problem?.title ?? 'Something went wrong. Please try again.';
}

/** /settings: the signed-in person's details and password; the identity comes from the session, not a fetch. */
export function SettingsRoute() {
  const session = useSessionActor();
  const identity = useSelector(session, selectIdentity);
  const showToast = useToast();
  const [passwordsSaved, setPasswordsSaved] = useState(0);
  // The Storybook link is for those who design (docs/permissions.md: content.edit, as its route).
  const opensStorybook = usePermission('content.edit');
  const identityId = identity?.id ?? '';

  const details = useMutation({
    mutationFn: (values: UpdateIdentityRequest) => updateIdentity(identityId, values),
    onMutate: () => showToast({ title: 'Saving details...' }),
    onSuccess: (saved) => {
      showToast({ title: 'Details saved', variant: 'success' });
      session.send({ type: 'session.identityUpdated', name: saved.name, identifier: saved.identifier });
    },
    onError: () => showToast({ title: 'Error saving details', variant: 'destructive' }),
  });
  const password = useMutation({
    mutationFn: (values: UpdatePasswordRequest) => updatePassword(identityId, values),
    onMutate: () => showToast({ title: 'Saving new password...' }),
    onSuccess: () => {
      showToast({ title: 'New password saved', variant: 'success' });
      setPasswordsSaved((count) => count + 1);
    },
    onError: () => showToast({ title: 'Error saving new password', variant: 'destructive' }),
  });
  // The link is followed in this tab at once: it expires within a minute, and a tab opened after
  // the request's await would be blocked as a pop-up.
  const storybook = useMutation({
    mutationFn: requestStorybookLink,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const detailsFieldErrors = useFieldErrors(details.error);
  const passwordFieldErrors = useFieldErrors(password.error);

  // The signed-in layout waits for the identity; the details form takes its values once, when it mounts.
  if (!identity) return null;
  return (
    <SettingsView
      complianceLink={identity?.role ? may(identity.role, 'compliance.read') : false}
      key={identity.id}
      details={{
        initialValues: { name: identity.name, email: identity.identifier },
        submitting: details.isPending,
        fieldErrors: detailsFieldErrors,
        formError: formErrorOf(details.error),
        onSubmit: (values) => details.mutate(values),
      }}
      password={{
        submitting: password.isPending,
        fieldErrors: passwordFieldErrors,
        formError: formErrorOf(password.error),
        savedCount: passwordsSaved,
        onSubmit: (values) => password.mutate(values),
      }}
      storybook={
        opensStorybook
          ? {
              opening: storybook.isPending,
              error: storybook.error ? (problemFromError(storybook.error)?.title ?? 'The Storybook could not be opened. Please try again.') : null,
              onOpen: () => storybook.mutate(),
            }
          : null
      }
    />
  );
}
