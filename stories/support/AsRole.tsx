import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { PermissionsContext } from '../../app/session/PermissionsContext.ts';
import { identityMay } from '../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../app/toasts/ToastProvider.tsx';
import type { Role } from '../../contract/roles.ts';
import { HELD_TOAST_MS } from './heldToasts.ts';

export interface AsRoleProps {
  /** The signed-in person's role: the screen asks the real matrix, as under the signed-in layout. */
  role: Role;
  /** The server's answers, already in the cache (nothing is fetched: a story has no server). */
  answers: ReadonlyArray<readonly [QueryKey, unknown]>;
  children: ReactNode;
}

/** A wired screen (route or section) as a person of the role sees it, with its data preloaded. */
export function AsRole({ role, answers, children }: AsRoleProps) {
  const [client] = useState(() => {
    // Disabled: no query fetches, not even on a screen's refresh interval (a live page polls), so
    // the preloaded answers stay what the screenshot shows however slowly it is taken.
    const preloaded = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } } });
    for (const [key, data] of answers) preloaded.setQueryData(key, data);
    return preloaded;
  });
  return (
    <QueryClientProvider client={client}>
      <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
        <ToastProvider toastDurationMs={HELD_TOAST_MS}>
          <MemoryRouter>{children}</MemoryRouter>
        </ToastProvider>
      </PermissionsContext.Provider>
    </QueryClientProvider>
  );
}
