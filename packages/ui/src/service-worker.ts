/**
 * Registers /sw.js at root scope (the spec: "A service worker is registered at startup at /sw.js
 * with root scope"). Used by the staff console and, off its critical path, the marketing site.
 * The worker handles push and notification clicks, and answers only console navigations and the
 * console's kept assets (the offline console); the site's own requests pass through to the
 * network untouched. No Firebase here: this module must stay tiny.
 */
const SERVICE_WORKER_URL = '/sw.js';
const SERVICE_WORKER_SCOPE = '/';

function canUseServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/** Registers (or finds) the worker; null where service workers are unavailable or it failed. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!canUseServiceWorker()) return null;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
      scope: SERVICE_WORKER_SCOPE,
      // Always check /sw.js itself for updates (it is served with no-cache anyway).
      updateViaCache: 'none',
    });
  } catch (error) {
    console.warn('The service worker could not be registered.', error);
    return null;
  }
}

/**
 * Registers the worker once the page has loaded and the browser is idle, so it never competes
 * with the page's own work. For the marketing site: call it once at start-up.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!canUseServiceWorker()) return;
  const run = () => void registerServiceWorker();
  const start = () => {
    // Safari before 18.4 has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Resolves once the registration has an active worker (push subscriptions need one). */
export function whenActive(
  registration: ServiceWorkerRegistration,
): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return navigator.serviceWorker.ready;
  return new Promise((resolve, reject) => {
    const onChange = () => {
      if (worker.state === 'activated') {
        worker.removeEventListener('statechange', onChange);
        resolve(registration);
      } else if (worker.state === 'redundant') {
        worker.removeEventListener('statechange', onChange);
        reject(new Error('The service worker could not be installed.'));
      }
    };
    worker.addEventListener('statechange', onChange);
  });
}
