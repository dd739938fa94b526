import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../app/api/queryClient.ts';
import { routes } from '../../app/router.tsx';
import { SessionProvider, type SessionProviderProps } from '../../app/session/SessionProvider.tsx';
import { ThemeProvider } from '../../app/theme/ThemeProvider.tsx';
import { ToastProvider } from '../../app/toasts/ToastProvider.tsx';

export interface AppHarnessProps {
  /** The session machine with stub actors, started from the state under test. */
  sessionMachine: NonNullable<SessionProviderProps['machine']>;
  /** Address the router opens at. */
  path: string;
}

/** The real app (routes, providers, machines) in memory, with the server replaced by stub actors. */
export function AppHarness({ sessionMachine, path }: AppHarnessProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider machine={sessionMachine}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
