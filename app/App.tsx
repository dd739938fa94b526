import type { AppRouter } from './router.tsx';
import { GlobalStyle } from '../ui-kit/index.ts';
import { AppProviders } from './AppProviders.tsx';

/** The whole app on the router made by app/main.tsx (before React's first render: see there). */
export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <GlobalStyle />
      <AppProviders router={router} />
    </>
  );
}
