import { Link } from 'react-router';
import { inviteSignupFormSchema, type InviteSignupForm } from '../../../contract/invitations.ts';
import type { InviteOutcomeView as InviteOutcome } from '../../../machines/inviteOutcome.selectors.ts';
import {
  AuthLayout,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CenteredSpinner,
} from '../../../ui-kit/index.ts';
import { FormPasswordField } from '../../forms/FormPasswordField.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { NEW_PASSWORD_HINT } from '../../forms/newPasswordHint.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import styled from 'styled-components';

export interface InviteOutcomeViewProps {
  /** What selectInviteOutcome made of the machine's snapshot. */
  outcome: InviteOutcome;
  /** The signup form's values, sent as invite.accept. */
  onAccept: (form: InviteSignupForm) => void;
}

/** docs/product.md#public-routes /invite/{inviteCode}: a spinner, an error card with Go back, or the Accept Invitation form. */
export function InviteOutcomeView({ outcome, onAccept }: InviteOutcomeViewProps) {
  switch (outcome.kind) {
    case 'loading':
      return <CenteredSpinner />;
    case 'accepted':
      // The app is on its way to / (welcome=true); nothing to read meanwhile.
      return <CenteredSpinner />;
    case 'error':
      return <InviteErrorCard message={outcome.message} accepted={outcome.accepted} />;
    case 'signup':
      return (
        <InviteSignupView
          email={outcome.email}
          submitting={outcome.submitting}
          fieldErrors={outcome.fieldErrors}
          onSubmit={onAccept}
        />
      );
  }
}

const Centre = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px;

  & > * {
    width: min(100%, 420px);
  }
`;

function InviteErrorCard({ message, accepted }: { message: string; accepted: boolean }) {
  return (
    <Centre>
      <Card role="alert">
        <CardHeader title={message} description="This invitation link cannot be used." />
        <CardContent>
          {accepted
            ? 'Your account is set up already: log in with the email and password you chose.'
            : 'Ask the person who invited you to send a new invitation.'}
        </CardContent>
        <CardFooter>
          {accepted ? (
            <Button as={Link} to="/login" variant="primary">
              Log in
            </Button>
          ) : null}
          <Button as={Link} to="/" variant={accepted ? 'outline' : 'primary'}>
            Go back
          </Button>
        </CardFooter>
      </Card>
    </Centre>
  );
}

interface InviteSignupViewProps {
  email: string;
  submitting: boolean;
  fieldErrors: Record<string, string>;
  onSubmit: (form: InviteSignupForm) => void;
}

/** docs/product.md#validation-messages, Invite acceptance: name, the prefilled email, a new password and its confirmation. */
function InviteSignupView({ email, submitting, fieldErrors, onSubmit }: InviteSignupViewProps) {
  const form = useZodForm(inviteSignupFormSchema, {
    defaultValues: { name: '', email, password: '', passwordConfirm: '' },
    serverErrors: fieldErrors,
  });
  return (
    <AuthLayout heading="Accept Invitation" description="Create your account to join the portal.">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
        <FormTextField form={form} name="name" label="Name" autoComplete="name" autoFocus />
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="username" />
        <FormPasswordField form={form} name="password" label="Password" autoComplete="new-password" hint={NEW_PASSWORD_HINT} />
        <FormPasswordField form={form} name="passwordConfirm" label="Confirm password" autoComplete="new-password" />
        <Button type="submit" variant="primary" loading={submitting} fullWidth>
          Accept Invitation
        </Button>
      </form>
    </AuthLayout>
  );
}
