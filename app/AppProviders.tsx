import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { createQueryClient } from './api/queryClient.ts';
import { SessionProvider, type SessionProviderProps } from './session/SessionProvider.tsx';
import { ThemeProvider } from './theme/ThemeProvider.tsx';
import { ToastProvider } from './toasts/ToastProvider.tsx';

export interface AppProvidersProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Stories pass the session machine with stub actors; the app uses the live one. */
  sessionMachine?: SessionProviderProps['machine'];
}

/** Queries, theme, session and toasts around the router: the same wiring for the app and its stories. */
export function AppProviders({ router, sessionMachine }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider {...(sessionMachine ? { machine: sessionMachine } : {})}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
