// First: zod must never evaluate code (see the module).
import './zodWithoutEval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAppRouter } from './router.tsx';
import { askForIdentityEarly } from './session/earlyIdentity.ts';

// The identity and the session's chunk are asked for as app.js runs, before anything else: on a
// phone's network each would otherwise wait for the first render.
askForIdentityEarly();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The router (matching the address against every route, which asks for the matched routes'
// chunks) and React's root are made in a task of their own, at once after app.js's evaluation: in
// the same task they made one long task of it on a phone's main thread (Lighthouse's blocking time
// counts each task's time over 50 ms, so two shorter tasks block less than their sum).
setTimeout(() => {
  const router = createAppRouter();
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
}, 0);
