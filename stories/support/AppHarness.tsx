import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppProviders, type AppProvidersProps } from '../../app/AppProviders.tsx';
import { routes } from '../../app/router.tsx';
import { HELD_TOAST_MS } from './heldToasts.ts';

export interface AppHarnessProps {
  /** The session machine with stub actors, started from the state under test. */
  sessionMachine: NonNullable<AppProvidersProps['sessionMachine']>;
  /** Address the router opens at. */
  path: string;
}

/** The real app (routes, providers, machines) in memory, with the server replaced by stub actors. */
export function AppHarness({ sessionMachine, path }: AppHarnessProps) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <AppProviders router={router} sessionMachine={sessionMachine} toastDurationMs={HELD_TOAST_MS} />;
}
