import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages hydrate; the dev server's empty page renders from scratch.
if (root.firstElementChild) {
  hydrateRoot(root, app, {
    onRecoverableError(error) {
      // Surfaced so the end-to-end tests can fail on any hydration mismatch.
      console.error('[hydration]', error);
    },
  });
} else {
  createRoot(root).render(app);
}

// /sw.js (staff push notifications) at root scope, registered when idle, off the critical path.
if (import.meta.env.PROD)
  void import('@detailing/admin/sw-register').then((sw) => sw.registerServiceWorkerWhenIdle());
