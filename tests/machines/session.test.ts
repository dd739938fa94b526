import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginRequest, LoginResponse, TokenResponse } from '../../contract/auth.ts';
import type { TwoFactorLoginRequest } from '../../contract/twoFactor.ts';
import { VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';
import type { CurrentIdentity } from '../../contract/identities.ts';
import { LOGIN_FAILED_MESSAGE, sessionMachine } from '../../machines/session.machine.ts';
import { selectIdentity, selectIsAdmin, selectLoginForm, selectSessionStatus } from '../../machines/session.selectors.ts';

const admin: CurrentIdentity = {
  id: '0b7a4a52-8f5e-4c83-9a83-1d0c8a3c2f11',
  name: 'Administrator',
  identifier: 'admin@example.com',
  identityType: 'Admin',
  clientId: null,
  role: 'admin',
  venueIds: [],
};

/** An error shaped like the browser API client's: it carries the server's problem body. */
function apiError(problem: object) {
  return Object.assign(new Error('request failed'), { problem });
}

interface Fakes {
  identity?: () => Promise<CurrentIdentity>;
  login?: (credentials: LoginRequest) => Promise<LoginResponse>;
  verifyTwoFactor?: (request: TwoFactorLoginRequest) => Promise<TokenResponse>;
  logout?: () => Promise<void>;
}

function startSession(hasToken: boolean, fakes: Fakes = {}) {
  const persistToken = vi.fn();
  const forgetToken = vi.fn();
  const reportIdentityFailure = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      fetchCurrentIdentity: fromPromise(fakes.identity ?? (async () => admin)),
      login: fromPromise(({ input }) => (fakes.login ?? (async () => ({ token: 'tok' })))(input)),
      verifyTwoFactor: fromPromise(({ input }) => (fakes.verifyTwoFactor ?? (async () => ({ token: 'after-code' })))(input)),
      logout: fromPromise(fakes.logout ?? (async () => undefined)),
    },
    actions: {
      persistToken: (_, params) => persistToken(params.token),
      forgetToken,
      reportIdentityFailure: (_, params) => reportIdentityFailure(params.error),
    },
  });
  const actor = createActor(machine, { input: { hasToken } }).start();
  return { actor, persistToken, forgetToken, reportIdentityFailure };
}

describe('session machine', () => {
  it('starts signed out when no token is stored', () => {
    const { actor } = startSession(false);
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(selectSessionStatus(actor.getSnapshot())).toBe('signedOut');
  });

  it('fetches the current identity once a token exists', async () => {
    const identity = vi.fn(async () => admin);
    const { actor } = startSession(true, { identity });
    expect(actor.getSnapshot().matches('loadingIdentity')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectSessionStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(identity).toHaveBeenCalledTimes(1);
    expect(selectIdentity(actor.getSnapshot())).toEqual(admin);
    expect(selectIsAdmin(actor.getSnapshot())).toBe(true);
    expect(selectSessionStatus(actor.getSnapshot())).toBe('signedIn');
  });

  it('logs an identity failure and clears the session', async () => {
    const failure = new Error('401');
    const { actor, forgetToken, reportIdentityFailure } = startSession(true, {
      identity: async () => {
        throw failure;
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(reportIdentityFailure).toHaveBeenCalledWith(failure);
    expect(forgetToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ hasToken: false, identity: null });
  });

  it('stores the token on login success and loads the identity', async () => {
    const login = vi.fn(async () => ({ token: 'fresh-token' }));
    const { actor, persistToken } = startSession(false, { login });
    actor.send({ type: 'session.login', credentials: { email: 'admin@example.com', password: 'pw' } });
    expect(actor.getSnapshot().matches('signingIn')).toBe(true);
    expect(selectLoginForm(actor.getSnapshot()).submitting).toBe(true);
    // While signing in the login page keeps its form: the guard must not show the spinner.
    expect(selectSessionStatus(actor.getSnapshot())).toBe('signedOut');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'pw' });
    expect(persistToken).toHaveBeenCalledWith('fresh-token');
  });

  it('maps server field errors onto the form and clears the token on login failure', async () => {
    const { actor, forgetToken } = startSession(false, {
      login: async () => {
        throw apiError({ title: VALIDATION_ERROR_TITLE, status: 400, errors: { Email: ['Please enter a valid email.'] } });
      },
    });
    actor.send({ type: 'session.login', credentials: { email: 'x', password: '' } });
    await waitFor(actor, (s) => s.matches({ signedOut: 'failed' }));
    expect(forgetToken).toHaveBeenCalled();
    expect(selectLoginForm(actor.getSnapshot())).toEqual({
      step: 'password',
      submitting: false,
      fieldErrors: { email: 'Please enter a valid email.' },
      formError: null,
    });
  });

  it('shows the server title for a rejected login and a generic message for a network failure', async () => {
    const { actor } = startSession(false, {
      login: async () => {
        throw apiError({ title: 'Invalid email or password.', status: 401 });
      },
    });
    actor.send({ type: 'session.login', credentials: { email: 'a@b.co', password: 'nope' } });
    await waitFor(actor, (s) => s.matches({ signedOut: 'failed' }));
    expect(selectLoginForm(actor.getSnapshot()).formError).toBe('Invalid email or password.');

    const offline = startSession(false, {
      login: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    offline.actor.send({ type: 'session.login', credentials: { email: 'a@b.co', password: 'x' } });
    await waitFor(offline.actor, (s) => s.matches({ signedOut: 'failed' }));
    expect(selectLoginForm(offline.actor.getSnapshot()).formError).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('says how long to wait after a 429', async () => {
    const { actor } = startSession(false, {
      login: async () => {
        throw apiError({ title: 'Too many requests. Try again later.', status: 429, retryAfterSeconds: 14 * 60 + 5 });
      },
    });
    actor.send({ type: 'session.login', credentials: { email: 'a@b.co', password: 'nope' } });
    await waitFor(actor, (s) => s.matches({ signedOut: 'failed' }));
    expect(selectLoginForm(actor.getSnapshot()).formError).toBe('Too many failed attempts from here. Try again in 15 minutes.');
  });

  it('clears earlier errors when the person tries again', async () => {
    let attempt = 0;
    const { actor } = startSession(false, {
      login: async () => {
        attempt += 1;
        if (attempt === 1) throw apiError({ title: 'Invalid email or password.', status: 401 });
        return { token: 't' };
      },
    });
    actor.send({ type: 'session.login', credentials: { email: 'a@b.co', password: 'x' } });
    await waitFor(actor, (s) => s.matches({ signedOut: 'failed' }));
    actor.send({ type: 'session.login', credentials: { email: 'a@b.co', password: 'y' } });
    expect(selectLoginForm(actor.getSnapshot()).formError).toBeNull();
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('stores a token received elsewhere and loads its identity', async () => {
    const { actor, persistToken } = startSession(false);
    actor.send({ type: 'session.tokenReceived', token: 'signup-token' });
    expect(persistToken).toHaveBeenCalledWith('signup-token');
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('goes to the code step with a challenge a single sign-on brought, and signs in with the code', async () => {
    const verifyTwoFactor = vi.fn(async () => ({ token: 'sso-token' }));
    const { actor, persistToken } = startSession(false, { verifyTwoFactor });
    actor.send({ type: 'session.challengeReceived', challenge: 'sso-challenge' });
    expect(selectLoginForm(actor.getSnapshot()).step).toBe('code');
    actor.send({ type: 'session.submitCode', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(verifyTwoFactor).toHaveBeenCalledWith({ challenge: 'sso-challenge', code: '123456' });
    expect(persistToken).toHaveBeenCalledWith('sso-token');
  });

  it('clears the session when the API says it expired', async () => {
    const { actor, forgetToken } = startSession(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(forgetToken).toHaveBeenCalled();
    expect(selectIdentity(actor.getSnapshot())).toBeNull();
  });

  it('takes saved details into the identity without fetching it again', async () => {
    const identity = vi.fn(async () => admin);
    const { actor } = startSession(true, { identity });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.identityUpdated', name: 'Avery Stone', identifier: 'avery@example.com' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(selectIdentity(actor.getSnapshot())).toEqual({ ...admin, name: 'Avery Stone', identifier: 'avery@example.com' });
    expect(identity).toHaveBeenCalledTimes(1);
  });

  describe('two-factor code step', () => {
    const challenged = async (): Promise<LoginResponse> => ({ twoFactorRequired: true, challenge: 'sealed' });
    const credentials = { email: 'admin@example.com', password: 'pw' };

    it('asks for the code after a right password, keeps the login page, and stores no token yet', async () => {
      const { actor, persistToken } = startSession(false, { login: challenged });
      actor.send({ type: 'session.login', credentials });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'idle' }));
      expect(selectSessionStatus(actor.getSnapshot())).toBe('signedOut');
      expect(selectLoginForm(actor.getSnapshot())).toEqual({ step: 'code', submitting: false, fieldErrors: {}, formError: null });
      expect(persistToken).not.toHaveBeenCalled();
    });

    it('sends the challenge with the code, stores the token and signs in', async () => {
      const verifyTwoFactor = vi.fn(async () => ({ token: 'after-code' }));
      const { actor, persistToken } = startSession(false, { login: challenged, verifyTwoFactor });
      actor.send({ type: 'session.login', credentials });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'idle' }));
      actor.send({ type: 'session.submitCode', code: '123456' });
      expect(actor.getSnapshot().matches({ twoFactor: 'verifying' })).toBe(true);
      expect(selectLoginForm(actor.getSnapshot())).toMatchObject({ step: 'code', submitting: true });
      await waitFor(actor, (s) => s.matches('signedIn'));
      expect(verifyTwoFactor).toHaveBeenCalledWith({ challenge: 'sealed', code: '123456' });
      expect(persistToken).toHaveBeenCalledWith('after-code');
      expect(actor.getSnapshot().context.challenge).toBeNull();
    });

    it('shows a wrong code on its field and lets the person try again', async () => {
      let attempt = 0;
      const { actor } = startSession(false, {
        login: challenged,
        verifyTwoFactor: async () => {
          attempt += 1;
          if (attempt === 1) throw apiError({ title: VALIDATION_ERROR_TITLE, status: 400, errors: { code: ['That code is not right.'] } });
          return { token: 't' };
        },
      });
      actor.send({ type: 'session.login', credentials });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'idle' }));
      actor.send({ type: 'session.submitCode', code: '000000' });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'failed' }));
      expect(selectLoginForm(actor.getSnapshot())).toMatchObject({ step: 'code', fieldErrors: { code: 'That code is not right.' } });
      actor.send({ type: 'session.submitCode', code: '123456' });
      await waitFor(actor, (s) => s.matches('signedIn'));
    });

    it('says how long to wait when codes are rate-limited', async () => {
      const { actor } = startSession(false, {
        login: challenged,
        verifyTwoFactor: async () => {
          throw apiError({ title: 'Too many requests. Try again later.', status: 429, retryAfterSeconds: 60 });
        },
      });
      actor.send({ type: 'session.login', credentials });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'idle' }));
      actor.send({ type: 'session.submitCode', code: '123456' });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'failed' }));
      expect(selectLoginForm(actor.getSnapshot()).formError).toBe('Too many failed attempts from here. Try again in 1 minute.');
    });

    it('says so when the challenge expired; Back to log in returns to the password', async () => {
      const { actor } = startSession(false, {
        login: challenged,
        verifyTwoFactor: async () => {
          throw apiError({ title: 'Your sign-in took too long. Please log in again.', status: 401 });
        },
      });
      actor.send({ type: 'session.login', credentials });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'idle' }));
      actor.send({ type: 'session.submitCode', code: '123456' });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'failed' }));
      expect(selectLoginForm(actor.getSnapshot())).toMatchObject({ step: 'code', formError: 'Your sign-in took too long. Please log in again.' });
      actor.send({ type: 'session.cancelTwoFactor' });
      expect(selectLoginForm(actor.getSnapshot())).toEqual({ step: 'password', submitting: false, fieldErrors: {}, formError: null });
      expect(actor.getSnapshot().context.challenge).toBeNull();
    });

    it('goes back to the password step on cancel', async () => {
      const { actor } = startSession(false, { login: challenged });
      actor.send({ type: 'session.login', credentials });
      await waitFor(actor, (s) => s.matches({ twoFactor: 'idle' }));
      actor.send({ type: 'session.cancelTwoFactor' });
      expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
      expect(selectLoginForm(actor.getSnapshot()).step).toBe('password');
    });
  });

  describe('logout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    for (const outcome of ['succeeds', 'fails'] as const) {
      it(`clears the session 1 ms after the call ${outcome}`, async () => {
        const logout = vi.fn(async () => {
          if (outcome === 'fails') throw new Error('offline');
        });
        const { actor, forgetToken } = startSession(true, { logout });
        // Settles the promise actors without letting the 1 ms clear delay elapse.
        await vi.advanceTimersByTimeAsync(0);
        expect(actor.getSnapshot().matches('signedIn')).toBe(true);
        actor.send({ type: 'session.logout' });
        expect(actor.getSnapshot().matches('signingOut')).toBe(true);
        await vi.advanceTimersByTimeAsync(0);
        expect(actor.getSnapshot().matches('clearing')).toBe(true);
        expect(logout).toHaveBeenCalledTimes(1);
        expect(selectIdentity(actor.getSnapshot())).toEqual(admin);
        expect(forgetToken).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
        expect(forgetToken).toHaveBeenCalledTimes(1);
        expect(selectIdentity(actor.getSnapshot())).toBeNull();
      });
    }
  });
});
