import { matchPath } from 'react-router';
import { clientPath, venuePath } from './recordPaths.ts';
import { authorisedFetch } from './authorisedFetch.ts';
import { readToken } from './tokenStorage.ts';

/**
 * The records a screen's heading waits for, asked for as the signed-in layout's chunk runs
 * (beside the screen's own chunks) rather than once those chunks have arrived, run and drawn the
 * screen: on a phone's network that is a round trip less before the heading (the venue page's
 * name is its largest paint, docs/operations.md#benchmarks). Only on the page's first address and
 * with a stored token, as the identity is (app/session/earlyIdentity.ts); the query that makes the
 * same call takes the answer once (`request`'s `answer`), and an answer not taken soon is not taken.
 */

/** Long enough for the screen's chunks to arrive on a slow phone; a later query (after a redirect, say) asks afresh. */
export const EARLY_ANSWER_KEPT_MS = 15_000;

/** Screens whose first calls follow from their address alone. */
const FIRST_CALLS: Array<{ pattern: string; calls: (params: Partial<Record<string, string>>) => string[] }> = [
  // The venue page: its heading is the venue's name; its crumbs and cards need its client.
  { pattern: '/clients/:clientId/:venueId', calls: ({ clientId = '', venueId = '' }) => [clientPath(clientId), venuePath(venueId)] },
];

const early = new Map<string, { answer: Promise<Response>; askedAt: number; token: string }>();

export function askFirstCallsEarly(pathname: string): void {
  const token = readToken();
  if (token === null) return;
  for (const { pattern, calls } of FIRST_CALLS) {
    const match = matchPath(pattern, pathname);
    if (match === null) continue;
    for (const path of calls(match.params)) {
      const answer = authorisedFetch(path, token);
      // Taken later (and its failure handled there), or never.
      answer.catch(() => undefined);
      early.set(path, { answer, askedAt: performance.now(), token });
    }
  }
}

/** The early answer of a GET of `path`, once, while it is fresh; undefined when the call must be made. */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const asked = early.get(path);
  early.delete(path);
  // Only to the session that asked: after a sign-out and another sign-in in this tab, the next
  // person's query asks afresh rather than take an answer meant for the first.
  const fresh = asked !== undefined && performance.now() - asked.askedAt < EARLY_ANSWER_KEPT_MS && asked.token === readToken();
  return fresh ? asked.answer : undefined;
}
