import { useSelector } from '@xstate/react';
import { selectLoginForm } from '../../../machines/session.selectors.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { TwoFactorCodeView } from './TwoFactorCodeView.tsx';

/** The code step wired to the session machine; its own chunk (LoginRoute loads it on demand). */
export function TwoFactorStep() {
  const session = useSessionActor();
  const form = useSelector(session, selectLoginForm);
  return (
    <TwoFactorCodeView
      submitting={form.submitting}
      fieldErrors={form.fieldErrors}
      formError={form.formError}
      onSubmit={({ code }) => session.send({ type: 'session.submitCode', code })}
      onCancel={() => session.send({ type: 'session.cancelTwoFactor' })}
    />
  );
}
