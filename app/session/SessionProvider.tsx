import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';
import { onUnauthorized } from '../api/unauthorized.ts';
import { clearToken, readToken, writeToken } from '../api/tokenStorage.ts';
import { authApi, earlyIdentityChecked, takeEarlyIdentityAnswer } from './earlyIdentity.ts';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/**
 * The session machine wired to the API and to localStorage. With a stored token the first identity
 * call and the chunk that checks it were already asked for by app/main.tsx (./earlyIdentity.ts).
 */
export const liveSessionMachine = sessionMachine.provide({
  actors: {
    fetchCurrentIdentity: fromPromise(async () => {
      const answer = takeEarlyIdentityAnswer();
      try {
        return await (await authApi()).fetchCurrentIdentity(answer ?? undefined);
      } finally {
        if (answer) earlyIdentityChecked();
      }
    }),
    login: fromPromise(async ({ input }) => (await authApi()).login(input)),
    verifyTwoFactor: fromPromise(async ({ input }) => (await authApi()).verifyTwoFactor(input)),
    logout: fromPromise(async () => (await authApi()).logout()),
  },
  actions: {
    persistToken: (_, params) => writeToken(params.token),
    forgetToken: () => clearToken(),
    reportIdentityFailure: (_, params) => console.error('Could not load the current identity', params.error),
  },
});

export interface SessionProviderProps {
  children: ReactNode;
  /** Stories pass the machine with stub actors; the app uses the live one. */
  machine?: typeof liveSessionMachine;
}

export function SessionProvider({ children, machine = liveSessionMachine }: SessionProviderProps) {
  const session = useActorRef(machine, { input: { hasToken: readToken() !== null } });
  useEffect(() => onUnauthorized(() => session.send({ type: 'session.expired' })), [session]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor must be used inside <SessionProvider>.');
  return session;
}
