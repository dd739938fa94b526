import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { selectLoginForm, selectSessionStatus } from '../../../machines/session.selectors.ts';
import { API_BASE_URL } from '../../api/apiBase.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { safeRedirectTarget } from '../../routing/redirects.ts';
import { LoginView } from '../../features/signIn/LoginView.tsx';

/**
 * The code step and single sign-on come in a chunk of their own (laterSteps.ts): most people never
 * see the code step, the sign-in with a provider shows only where one is configured
 * (GET /api/app-config), and /login's first load has no room left in its 120 KB budget.
 */
const laterSteps = () => import('../../features/signIn/laterSteps.ts');
const TwoFactorStep = lazy(() => laterSteps().then((module) => ({ default: module.TwoFactorStep })));
const SsoSignIn = lazy(() => laterSteps().then((module) => ({ default: module.SsoSignIn })));

/** /login?redirect=…: an identified person goes to the redirect value or to / (docs/product.md#public-routes). */
export function LoginRoute() {
  const session = useSessionActor();
  const status = useSelector(session, selectSessionStatus);
  const form = useSelector(session, selectLoginForm);
  const [searchParams] = useSearchParams();
  const [ssoName, setSsoName] = useState<string>();
  useEffect(() => {
    // A bare fetch: the API client and its zod checks would not fit in this page's budget.
    fetch(`${API_BASE_URL}/api/app-config`)
      .then((response) => response.json())
      .then((config: { ssoName?: string }) => setSsoName(config.ssoName), () => {});
  }, []);

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
      sso={
        ssoName && (
          <Suspense fallback={null}>
            <SsoSignIn name={ssoName} />
          </Suspense>
        )
      }
    />
  );
}
