import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { CONSOLE_PATHS } from './app/use-console-route';
import { env } from './config/env';
import { createStaffClient } from './lib/firebase/staff-client';
import { keepConsoleForOffline } from './lib/offline-shell';
import { registerServiceWorkerWhenIdle } from '@detailing/ui/service-worker';
import './styles/global.css';

// The console lives at /admin/chat (and its screens under it: use-console-route.ts); any other
// /admin/ URL lands on the conversations (keeping ?session=).
if (!CONSOLE_PATHS.includes(window.location.pathname)) {
  window.history.replaceState(null, '', `/admin/chat${window.location.search}`);
}

// Sign-in and push; the conversations' backend loads once someone is (or is restored) signed in.
const client = env.ok ? createStaffClient(env.config) : null;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App client={client} missingConfig={env.ok ? [] : env.missing} />
  </StrictMode>,
);

// /sw.js is part of the build (not the dev server): push and the offline console work on built
// output only.
if (import.meta.env.PROD) {
  registerServiceWorkerWhenIdle();
  keepConsoleForOffline();
}
