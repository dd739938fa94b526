import { RouterProvider, type createBrowserRouter } from 'react-router';
import { SessionProvider, type SessionProviderProps } from './session/SessionProvider.tsx';
import { ThemeProvider } from './theme/ThemeProvider.tsx';
import { ToastProvider } from './toasts/ToastProvider.tsx';

export interface AppProvidersProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Stories pass the session machine with stub actors; the app uses the live one. */
  sessionMachine?: SessionProviderProps['machine'];
  /** Stories hold their toasts open (ToastProvider); the app keeps the product’s duration. */
  toastDurationMs?: number;
}

/**
 * Theme, session and toasts around the router: the same wiring for the app and its stories.
 * TanStack Query is not here: its provider is a lazy route (api/QueryLayout.tsx) around the routes
 * that use it, so the sign-in page does not download it.
 */
export function AppProviders({ router, sessionMachine, toastDurationMs }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <SessionProvider {...(sessionMachine ? { machine: sessionMachine } : {})}>
        <ToastProvider toastDurationMs={toastDurationMs}>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
