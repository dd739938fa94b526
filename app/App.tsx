import { useState } from 'react';
import { GlobalStyle } from '../ui-kit/index.ts';
import { AppProviders } from './AppProviders.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <GlobalStyle />
      <AppProviders router={router} />
    </>
  );
}
