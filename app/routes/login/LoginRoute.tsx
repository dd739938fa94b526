import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { selectLoginForm, selectSessionStatus } from '../../../machines/session.selectors.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { safeRedirectTarget } from '../../routing/redirects.ts';
import { LoginView } from './LoginView.tsx';

/**
 * The code step is its own chunk: most people never see it, and /login's first load
 * has no room left in its 120 KB budget.
 */
const TwoFactorStep = lazy(() => import('./TwoFactorStep.tsx').then((module) => ({ default: module.TwoFactorStep })));

/** /login?redirect=…: an identified person goes to the redirect value or to / (docs/product.md#public-routes). */
export function LoginRoute() {
  const session = useSessionActor();
  const status = useSelector(session, selectSessionStatus);
  const form = useSelector(session, selectLoginForm);
  const [searchParams] = useSearchParams();

  if (status === 'signedIn') return <Navigate to={safeRedirectTarget(searchParams.get('redirect'))} replace />;
  if (form.step === 'code') {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep />
      </Suspense>
    );
  }
  return (
    <LoginView
      submitting={form.submitting}
      fieldErrors={form.fieldErrors}
      formError={form.formError}
      onSubmit={(credentials) => session.send({ type: 'session.login', credentials })}
    />
  );
}
