import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
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
/** Single sign-on, its own chunk too: fetched only when the server has a provider, or the provider sent the person back. */
const SsoSignIn = lazy(() => import('./SsoSignIn.tsx').then((module) => ({ default: module.SsoSignIn })));

/** /login?redirect=…: an identified person goes to the redirect value or to / (docs/product.md#public-routes). */
export function LoginRoute() {
  const session = useSessionActor();
  const status = useSelector(session, selectSessionStatus);
  const form = useSelector(session, selectLoginForm);
  const [searchParams] = useSearchParams();
  const ssoOutcome = searchParams.get('sso');
  const [ssoName, setSsoName] = useState<string | null>(null);
  const [ssoError, setSsoError] = useState<string | null>(null);
  useEffect(() => {
    // A bare fetch: the API client and its zod checks would not fit in this page's budget.
    fetch(`${process.env.API_BASE_URL ?? ''}/api/app-config`)
      .then((response) => response.json())
      .then((config: { ssoName?: string }) => setSsoName(config.ssoName ?? null))
      .catch(() => {});
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
      formError={form.formError ?? ssoError}
      onSubmit={(credentials) => session.send({ type: 'session.login', credentials })}
      sso={
        ssoName !== null || ssoOutcome !== null ? (
          <Suspense fallback={null}>
            <SsoSignIn name={ssoName} outcome={ssoOutcome} onMessage={setSsoError} />
          </Suspense>
        ) : null
      }
    />
  );
}
