import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPage } from './app/page-loader';
import { routeFor, routes } from './app/routes';
import { loadChatWidget, openedFromEmail } from './lib/chat';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Opened from a reply e-mail's link: the chat's code starts loading now, beside the page's.
if (openedFromEmail()) void loadChatWidget().catch(() => undefined);

// The current page's code first, so hydration finds exactly what was prerendered.
await loadPage(routeFor(window.location.pathname));

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages hydrate; the dev server's empty page renders from scratch.
if (root.firstElementChild) {
  // What loaded before this mark is the page's first-load JavaScript (e2e/budgets.spec.ts).
  performance.mark('hydrate');
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
  void import('@detailing/ui/service-worker').then((sw) => sw.registerServiceWorkerWhenIdle());

// The other pages' code when the browser has nothing better to do: navigation is then instant.
const prefetch = () => routes.forEach((route) => void loadPage(route).catch(() => undefined));
if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 5000 });
else setTimeout(prefetch, 3000);
