// First: zod must never evaluate code (see the module).
import './zodWithoutEval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { askForIdentityEarly } from './session/earlyIdentity.ts';

askForIdentityEarly();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
