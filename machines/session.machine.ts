/**
 * Session (docs/product.md#states, Session).
 *
 * States
 * - restoring          initial; goes to loadingIdentity when a token is stored, else signedOut
 * - loadingIdentity    fetches the current identity once; failure is logged and the token cleared
 * - signedOut.idle     no session; the login form is ready
 * - signedOut.failed   the last login failed: fieldErrors and/or formError are set
 * - signingIn          the login call runs (tag busy)
 * - twoFactor.idle     the password was right and the account has two-factor sign-in on: the
 *                      code step of the login page; `challenge` is what the server sent
 * - twoFactor.failed   the last code was refused, or the challenge expired (its message says to
 *                      log in again: Back to log in): fieldErrors and/or formError are set
 * - twoFactor.verifying  the code call runs (tag busy)
 * - signedIn           identity known
 * - signingOut         the logout call runs (tag busy)
 * - clearing           the call settled; the session is cleared LOGOUT_CLEAR_DELAY_MS later
 *
 * Events
 * - session.login {credentials}   from signedOut
 * - session.submitCode {code}     from twoFactor: a TOTP or recovery code
 * - session.cancelTwoFactor       from twoFactor: back to the password step
 * - session.tokenReceived {token} a token won elsewhere (signup, reset, single sign-on): store it and load identity
 * - session.challengeReceived {challenge}  a single sign-on that still needs the portal's code: the code step
 * - session.logout                from signedIn
 * - session.expired               the API answered 401: clear everything
 * - session.identityUpdated {name, identifier}  the person saved their details (/settings)
 */
import { assign, setup } from 'xstate';
import type { LoginRequest, LoginResponse, TokenResponse } from '../contract/auth.ts';
import type { TwoFactorLoginRequest } from '../contract/twoFactor.ts';
import { LOGOUT_CLEAR_DELAY_MS } from '../contract/constants.ts';
import { fieldErrorsFromProblem, isValidationProblem, problemFromError, tooManyAttemptsMessage } from '../contract/problems.ts';
import type { CurrentIdentity } from '../contract/identities.ts';
import { notProvided } from './notProvided.ts';

export const LOGIN_FAILED_MESSAGE = 'Unable to log in. Please try again.';

export interface SessionContext {
  hasToken: boolean;
  identity: CurrentIdentity | null;
  fieldErrors: Record<string, string>;
  formError: string | null;
  /** The sealed challenge of the code step; null outside it. */
  challenge: string | null;
}

export interface SessionInput {
  /** Whether a token is stored when the app starts. */
  hasToken: boolean;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginRequest }
  | { type: 'session.submitCode'; code: string }
  | { type: 'session.cancelTwoFactor' }
  | { type: 'session.tokenReceived'; token: string }
  | { type: 'session.challengeReceived'; challenge: string }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.identityUpdated'; name: string; identifier: string };

/** Splits a login failure into messages for the form's fields and one for the whole form. */
function describeLoginFailure(error: unknown): Pick<SessionContext, 'fieldErrors' | 'formError'> {
  const problem = problemFromError(error);
  if (problem && isValidationProblem(problem)) {
    return { fieldErrors: fieldErrorsFromProblem(problem), formError: null };
  }
  if (problem?.status === 429 && problem.retryAfterSeconds !== undefined) {
    return { fieldErrors: {}, formError: tooManyAttemptsMessage(problem.retryAfterSeconds) };
  }
  return { fieldErrors: {}, formError: problem?.title ?? LOGIN_FAILED_MESSAGE };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchCurrentIdentity: notProvided<CurrentIdentity, void>('fetchCurrentIdentity'),
    login: notProvided<LoginResponse, LoginRequest>('login'),
    verifyTwoFactor: notProvided<TokenResponse, TwoFactorLoginRequest>('verifyTwoFactor'),
    logout: notProvided<void, void>('logout'),
  },
  actions: {
    /** Side effects the app provides: where the token lives (localStorage) is not the machine's business. */
    persistToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    reportIdentityFailure: (_, _params: { error: unknown }) => {},
    clearSession: assign({ hasToken: false, identity: null, challenge: null }),
    clearLoginErrors: assign({ fieldErrors: {}, formError: null }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasToken,
  },
  delays: {
    logoutClearDelay: LOGOUT_CLEAR_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ hasToken: input.hasToken, identity: null, fieldErrors: {}, formError: null, challenge: null }),
  initial: 'restoring',
  on: {
    'session.tokenReceived': {
      target: '.loadingIdentity',
      actions: [
        { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
        assign({ hasToken: true }),
        'clearLoginErrors',
      ],
    },
    'session.challengeReceived': { target: '.twoFactor', actions: assign({ challenge: ({ event }) => event.challenge }) },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasStoredToken', target: 'loadingIdentity' }, { target: 'signedOut' }],
    },
    loadingIdentity: {
      tags: ['busy'],
      invoke: {
        src: 'fetchCurrentIdentity',
        onDone: { target: 'signedIn', actions: assign({ identity: ({ event }) => event.output, challenge: null }) },
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'reportIdentityFailure', params: ({ event }) => ({ error: event.error }) },
            'forgetToken',
            'clearSession',
          ],
        },
      },
    },
    signedOut: {
      initial: 'idle',
      on: {
        'session.login': { target: 'signingIn' },
      },
      states: {
        idle: {},
        failed: {},
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: 'clearLoginErrors',
      invoke: {
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'session.login') throw new Error(`signingIn entered by ${event.type}`);
          return event.credentials;
        },
        onDone: [
          {
            guard: ({ event }) => 'challenge' in event.output,
            target: 'twoFactor',
            actions: assign({ challenge: ({ event }) => ('challenge' in event.output ? event.output.challenge : null) }),
          },
          {
            target: 'loadingIdentity',
            actions: [
              { type: 'persistToken', params: ({ event }) => ('token' in event.output ? { token: event.output.token } : { token: '' }) },
              assign({ hasToken: true }),
            ],
          },
        ],
        onError: {
          target: 'signedOut.failed',
          actions: ['forgetToken', 'clearSession', assign(({ event }) => describeLoginFailure(event.error))],
        },
      },
    },
    twoFactor: {
      initial: 'idle',
      on: {
        'session.cancelTwoFactor': { target: 'signedOut.idle', actions: [assign({ challenge: null }), 'clearLoginErrors'] },
      },
      states: {
        idle: { on: { 'session.submitCode': { target: 'verifying' } } },
        failed: { on: { 'session.submitCode': { target: 'verifying' } } },
        verifying: {
          tags: ['busy'],
          entry: 'clearLoginErrors',
          invoke: {
            src: 'verifyTwoFactor',
            input: ({ context, event }) => {
              if (event.type !== 'session.submitCode') throw new Error(`twoFactor.verifying entered by ${event.type}`);
              return { challenge: context.challenge ?? '', code: event.code };
            },
            onDone: {
              target: '#session.loadingIdentity',
              actions: [
                { type: 'persistToken', params: ({ event }) => ({ token: event.output.token }) },
                // The challenge stays until the identity is in, so the code step shows meanwhile.
                assign({ hasToken: true }),
              ],
            },
            // A wrong code, too many, or the five minutes ran out: the message says which. (One
            // transition: /login's 120 KB budget has no room for more.)
            onError: { target: 'failed', actions: assign(({ event }) => describeLoginFailure(event.error)) },
          },
        },
      },
    },
    signedIn: {
      on: {
        'session.logout': { target: 'signingOut' },
        'session.expired': { target: 'signedOut', actions: ['forgetToken', 'clearSession'] },
        // The saved details answer with the new name and email: no need to fetch the identity again.
        'session.identityUpdated': {
          actions: assign({
            identity: ({ context, event }) =>
              context.identity ? { ...context.identity, name: event.name, identifier: event.identifier } : null,
          }),
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        src: 'logout',
        onDone: { target: 'clearing' },
        onError: { target: 'clearing' },
      },
    },
    clearing: {
      tags: ['busy'],
      after: {
        logoutClearDelay: { target: 'signedOut', actions: ['forgetToken', 'clearSession'] },
      },
    },
  },
});
