import { API_BASE_URL } from '../api/apiBase.ts';
import { readToken } from '../api/tokenStorage.ts';

let early: Promise<Response> | null = null;
let checked: Promise<void> = Promise.resolve();
let markChecked: () => void = () => undefined;

/**
 * With a stored token, asks for the current identity as the app's first script runs
 * (app/main.tsx): every signed-in page waits for that answer before its own calls, and otherwise
 * it would be asked only once the session's chunk (the contract's schemas) and the screen's
 * chunks had arrived and run. The answer is checked as every answer is, by the session's call
 * (app/api/auth.ts), which takes it once with takeEarlyIdentityAnswer.
 */
export function askForIdentityEarly(): void {
  const token = readToken();
  if (token === null) {
    checked = Promise.resolve();
    return;
  }
  checked = new Promise((resolve) => {
    markChecked = resolve;
  });
  // authorisedFetch's GET (app/api/authorisedFetch.ts), written out: that module would cost the
  // sign-in page's first bundle more than these lines.
  early = fetch(`${API_BASE_URL}/api/identities/current`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'include',
  });
  // Taken later (and its failure handled there), or never when the session does not ask.
  early.catch(() => undefined);
  // The chunk that checks the answer, fetched beside it rather than once React has rendered and
  // started the session: on a phone's network that was one more round trip before any signed-in
  // page could draw. A failure is the session's to report, when it asks.
  authApi().catch(() => undefined);
}

/**
 * The session's API calls, fetched on their first use: they check answers with the contract's zod
 * schemas, which the sign-in page would otherwise download before anyone signs in
 * (docs/decisions.md#browser-side budget). The one import of that chunk, so it is one request.
 */
export const authApi = () => import('../api/auth.ts');

/** The early answer, once: the next identity calls (after a sign-in, say) go to the server again. */
export function takeEarlyIdentityAnswer(): Promise<Response> | null {
  const answer = early;
  early = null;
  return answer;
}

/** Said by the session once it has checked the early answer, whatever the answer was. */
export function earlyIdentityChecked(): void {
  markChecked();
}

/**
 * Settles once the session has checked the early answer (at once when none was asked for). The
 * signed-in layout's route waits for it (app/router.tsx), so the first signed-in screen is drawn
 * after the identity is known. Otherwise the identity could arrive while React draws that screen
 * in a transition: React must then draw it again in one blocking task, because the session's
 * store changed under it (Lighthouse's total blocking time, docs/operations.md#benchmarks).
 */
export function whenEarlyIdentityChecked(): Promise<void> {
  return checked;
}
