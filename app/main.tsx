// First: zod must never evaluate code (see the module).
import './zodWithoutEval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAppRouter } from './router.tsx';
import { askForIdentityEarly } from './session/earlyIdentity.ts';

// The identity, the session's chunk and the matched routes' chunks are all asked for before React
// renders anything: on a phone's network each would otherwise wait for that render.
askForIdentityEarly();
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);
// A transition lets React yield to the browser while it renders the first screen, rather than
// holding the main thread in one long task (a phone's taps and Lighthouse's blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
