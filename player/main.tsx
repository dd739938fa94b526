import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { createRoot } from 'react-dom/client';
import { displayOfWindow, PlayerApp } from './PlayerApp.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(<PlayerApp initialDisplay={displayOfWindow()} />);

// Ask the browser not to evict the cached layout media under storage pressure (best effort).
void navigator.storage?.persist?.().catch(() => false);

// Offline first: the worker serves this page, its bundles and the cached media when the server is
// away (sw.ts). Browsers allow it only in a secure context (HTTPS, or localhost).
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register(new URL('./sw.ts', import.meta.url), { type: 'module', scope: '/player' }).catch(() => undefined);
}
