import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from './queryClient.ts';

/**
 * TanStack Query for the routes below it: the signed-in area and the two password pages. It is a
 * lazy route of its own so that /login, which needs no queries, does not download the library
 * (docs/decisions.md#browser-side budget). The cache lives as long as this layout stays mounted: moving between screens
 * keeps it; leaving for /login (a logout) drops it, so the next person starts with none.
 */
export function QueryLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
