import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { GlobalStyle } from '../ui-kit/index.ts';
import { createQueryClient } from './api/queryClient.ts';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { ThemeProvider } from './theme/ThemeProvider.tsx';
import { ToastProvider } from './toasts/ToastProvider.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <GlobalStyle />
        <SessionProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
