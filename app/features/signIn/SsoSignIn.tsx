import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginResponseSchema } from '../../../contract/auth.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { apiUrl } from '../../api/client.ts';
import { ssoMessage } from './ssoMessage.ts';
import { SsoSignInView } from './SsoSignInView.tsx';

export interface SsoSignInProps {
  /** The provider's name from GET /api/app-config. */
  name: string;
}

/**
 * Single sign-on on the login page (docs/permissions.md#single-sign-on), its own chunk: the button, the
 * refusal of `?sso=…` (where the provider's callback sent the browser) in plain words, and for
 * `?sso=done` the one call that trades the provider's answer (an HttpOnly cookie) for a session
 * token or the portal's code step.
 */
export function SsoSignIn({ name }: SsoSignInProps) {
  const outcome = useSearchParams()[0].get('sso');
  const session = useSessionActor();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(outcome === 'done');
  const started = useRef(false);

  useEffect(() => {
    // Once, though React runs effects twice in development: the outcome is collected once.
    if (outcome !== 'done' || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const response = await fetch(apiUrl('/api/auth/sso/finish'), { method: 'POST', credentials: 'include' });
        if (!response.ok) throw new Error(`finish answered ${response.status}`);
        const answer = loginResponseSchema.parse(await response.json());
        if ('token' in answer) session.send({ type: 'session.tokenReceived', token: answer.token });
        else session.send({ type: 'session.challengeReceived', challenge: answer.challenge });
        // Spent: back from the code step, the page must not try to collect it again.
        navigate('/login', { replace: true });
      } catch {
        navigate('/login?sso=failed', { replace: true });
      } finally {
        setFinishing(false);
      }
    })();
  }, [outcome, session, navigate]);

  return <SsoSignInView name={name} message={ssoMessage(outcome, name)} finishing={finishing} />;
}
