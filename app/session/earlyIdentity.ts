import { readToken } from '../api/tokenStorage.ts';

let early: Promise<Response> | null = null;

/**
 * With a stored token, asks for the current identity as the app's first script runs
 * (app/main.tsx): every signed-in page waits for that answer before its own calls, and otherwise
 * it would be asked only once the session's chunk (the contract's schemas) and the screen's
 * chunks had arrived and run. The answer is checked as every answer is, by the session's call
 * (app/api/auth.ts), which takes it once with takeEarlyIdentityAnswer.
 */
export function askForIdentityEarly(): void {
  const token = readToken();
  if (token === null) return;
  early = fetch(`${(process.env.API_BASE_URL ?? '').replace(/\/+$/, '')}/api/identities/current`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'include',
  });
  // Taken later (and its failure handled there), or never when the session does not ask.
  early.catch(() => undefined);
}

/** The early answer, once: the next identity calls (after a sign-in, say) go to the server again. */
export function takeEarlyIdentityAnswer(): Promise<Response> | null {
  const answer = early;
  early = null;
  return answer;
}
