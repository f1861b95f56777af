import { type CacheShellMessage, CONSOLE_ASSETS_PREFIX } from '../sw/console-shell';

/** The same-origin scripts, styles, fonts and images this page has loaded so far. */
function loadedAssets(): string[] {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const declared = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
    (script) => script.src,
  );
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map(
    (link) => link.href,
  );
  return [...new Set([...declared, ...linked, ...loaded])].filter((url) =>
    url.startsWith(`${location.origin}${CONSOLE_ASSETS_PREFIX}`),
  );
}

/** How long the page's downloads must pause before the kept list is refreshed. */
const SETTLE_MS = 2000;

/**
 * Asks the service worker (/sw.js) to keep this console's page and the assets it has loaded, so
 * it opens offline (sw/console-shell.ts): once the worker is active, and again whenever the page
 * has loaded more of its own assets (the chunks fetched on demand: signed in, a conversation
 * open, the canned replies), once those downloads settle.
 */
export function keepConsoleForOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const post = () => {
      const message: CacheShellMessage = { type: 'cache-console-shell', urls: loadedAssets() };
      registration.active?.postMessage(message);
    };
    post();
    if (typeof PerformanceObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    new PerformanceObserver((list) => {
      const ours = list.getEntries().some((entry) => entry.name.includes(CONSOLE_ASSETS_PREFIX));
      if (!ours) return;
      clearTimeout(timer);
      timer = setTimeout(post, SETTLE_MS);
    }).observe({ type: 'resource' });
  });
}
