import type { TwoFactorStatus } from '../../../contract/twoFactor.ts';
import {
  disableTwoFactorRequestSchema,
  enableTwoFactorRequestSchema,
  type DisableTwoFactorRequest,
  type EnableTwoFactorRequest,
  type TwoFactorEnrolment,
} from '../../../contract/twoFactorSettings.ts';
import { Alert, Badge, Button, Card, CardContent, CardFooter, CardHeader, CopyField, FormError, Spinner } from '../../../ui-kit/index.ts';
import { FormPasswordField } from '../../forms/FormPasswordField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useZodForm } from '../../forms/useZodForm.ts';
import type { RecoveryCodeActions } from './recoveryCodeActions.ts';
import { RecoveryCodesStep } from './RecoveryCodesStep.tsx';
import { TotpQrCode } from './TotpQrCode.tsx';

/** A form's pending state and what the server said about it. */
export interface FormState {
  submitting: boolean;
  fieldErrors: Record<string, string>;
  formError: string | null;
}

export interface TwoFactorCardProps {
  /** null while loading; 'error' when it could not be read. */
  status: TwoFactorStatus | null | 'error';
  /** The secret of an enrolment under way (answered once, by the setup call). */
  enrolment: TwoFactorEnrolment | null;
  /** The recovery codes just made: shown once, until Done. */
  recoveryCodes: string[] | null;
  starting: boolean;
  confirm: FormState;
  disable: FormState;
  onRetry: () => void;
  onStart: () => void;
  onConfirm: (values: EnableTwoFactorRequest) => void;
  onCancelEnrolment: () => void;
  onRecoveryCodesSaved: () => void;
  /** Copy, Download and Print of the recovery codes; the browser's own by default. */
  recoveryCodeActions?: RecoveryCodeActions | undefined;
  onDisable: (values: DisableTwoFactorRequest) => void;
}

const TITLE = 'Two-factor sign-in';

/**
 * Settings → Security: turn two-factor sign-in on (scan or type the key, confirm with a
 * code, keep the 10 recovery codes shown once) or off (password and a code).
 */
export function TwoFactorCard(props: TwoFactorCardProps) {
  const { status, enrolment, recoveryCodes } = props;
  if (recoveryCodes) return <RecoveryCodesStep codes={recoveryCodes} onDone={props.onRecoveryCodesSaved} actions={props.recoveryCodeActions} />;
  if (enrolment) return <EnrolStep enrolment={enrolment} form={props.confirm} onConfirm={props.onConfirm} onCancel={props.onCancelEnrolment} />;
  if (status === null) {
    return (
      <Card aria-busy="true">
        <CardHeader title={TITLE} />
        <CardContent>
          <Spinner label="Loading" />
        </CardContent>
      </Card>
    );
  }
  if (status === 'error') {
    return (
      <Card>
        <CardHeader title={TITLE} />
        <CardContent>
          <Alert variant="destructive" title="Could not load your two-factor settings.">
            <Button variant="outline" onClick={props.onRetry}>
              Try again
            </Button>
          </Alert>
        </CardContent>
      </Card>
    );
  }
  if (status.enabled) return <DisableForm status={status} form={props.disable} onDisable={props.onDisable} />;
  return (
    <Card>
      <CardHeader
        title={TITLE}
        description="Sign in with your password and a code from an authenticator app on your phone."
        actions={<Badge variant="secondary">Off</Badge>}
      />
      {status.setupRequired ? (
        <CardContent>
          <Alert title="Two-factor sign-in is required for admins">Turn it on to keep using the portal.</Alert>
        </CardContent>
      ) : null}
      <CardFooter>
        <Button onClick={props.onStart} loading={props.starting}>
          Turn on two-factor sign-in
        </Button>
      </CardFooter>
    </Card>
  );
}

function EnrolStep({
  enrolment,
  form: state,
  onConfirm,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  form: FormState;
  onConfirm: (values: EnableTwoFactorRequest) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(enableTwoFactorRequestSchema, { defaultValues: { code: '' }, serverErrors: state.fieldErrors });
  return (
    <Card>
      <CardHeader title={TITLE} description="1. Scan the QR code with your authenticator app, or type the key into it. 2. Enter the code it shows." />
      <form noValidate onSubmit={form.handleSubmit(onConfirm)} aria-busy={state.submitting} aria-label="Confirm two-factor sign-in">
        <CardContent>
          <FormStack>
            {state.formError ? <FormError>{state.formError}</FormError> : null}
            <TotpQrCode value={enrolment.otpauthUrl} />
            <CopyField label="Key" value={enrolment.secret} />
            <FormTextField form={form} name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" />
          </FormStack>
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={state.submitting}>
            Confirm
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={state.submitting}>
            Cancel
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

const EMPTY_DISABLE: DisableTwoFactorRequest = { password: '', code: '' };

function DisableForm({ status, form: state, onDisable }: { status: TwoFactorStatus; form: FormState; onDisable: (values: DisableTwoFactorRequest) => void }) {
  const form = useZodForm(disableTwoFactorRequestSchema, { defaultValues: EMPTY_DISABLE, serverErrors: state.fieldErrors });
  return (
    <Card>
      <CardHeader
        title={TITLE}
        description={`You sign in with a code from your authenticator app. Recovery codes left: ${status.recoveryCodesLeft} of 10.`}
        actions={<Badge variant="success">On</Badge>}
      />
      <form noValidate onSubmit={form.handleSubmit(onDisable)} aria-busy={state.submitting} aria-label="Turn off two-factor sign-in">
        <CardContent>
          <FormStack>
            {state.formError ? <FormError>{state.formError}</FormError> : null}
            <FormPasswordField form={form} name="password" label="Password" autoComplete="current-password" />
            <FormTextField form={form} name="code" label="Code or recovery code" autoComplete="one-time-code" />
          </FormStack>
        </CardContent>
        <CardFooter>
          <Button type="submit" variant="destructive" loading={state.submitting}>
            Turn off two-factor sign-in
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
