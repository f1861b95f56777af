/**
 * The console's offline shell (CHAT-PRODUCT.md 4, issue #14): once a console has loaded, it asks
 * the worker to keep its page and the hashed assets it used; offline, a console navigation gets
 * that page and those assets, and Firestore's persistent cache supplies the conversations.
 *
 * Everything else passes by untouched: the worker answers only console navigations and only
 * assets it holds, so the marketing site is served exactly as without it.
 */

export const SHELL_CACHE = 'console-shell-v1';
/** Where the console's page is kept: Hosting serves the same page for every `/admin/**` path. */
export const SHELL_PAGE = '/admin/chat';
const CONSOLE_PREFIX = '/admin/';
/** Where the console's hashed assets are (its Vite `base` is /admin/; /assets/ is the site's). */
export const CONSOLE_ASSETS_PREFIX = '/admin/assets/';
/** More than the console ever loads; a bound on what a page can make the worker fetch. */
const MAX_SHELL_URLS = 200;

/** What a console page posts to the worker after it has loaded. */
export interface CacheShellMessage {
  readonly type: 'cache-console-shell';
  readonly urls: readonly string[];
}

interface CacheLike {
  match(request: Request | string): Promise<Response | undefined>;
  addAll(requests: readonly string[]): Promise<void>;
  keys(): Promise<readonly Request[]>;
  delete(request: Request | string): Promise<boolean>;
}

export interface ShellScope {
  readonly location: { readonly origin: string };
  readonly caches: { open(name: string): Promise<CacheLike> };
  fetch(request: Request): Promise<Response>;
  addEventListener(type: string, listener: (event: Event) => void): void;
}

/** The message's same-origin console page and asset paths, or null for anything else. */
export function shellUrls(message: unknown, origin: string): string[] | null {
  if (typeof message !== 'object' || message === null) return null;
  if (!('type' in message) || message.type !== 'cache-console-shell') return null;
  if (!('urls' in message) || !Array.isArray(message.urls)) return null;
  const paths = new Set<string>([SHELL_PAGE]);
  for (const candidate of message.urls.slice(0, MAX_SHELL_URLS)) {
    if (typeof candidate !== 'string') continue;
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin && url.pathname.startsWith(CONSOLE_ASSETS_PREFIX))
        paths.add(url.pathname);
    } catch {
      // Not a URL: ignored.
    }
  }
  return [...paths];
}

/**
 * Replaces the kept shell with these paths (a new build's assets replace the old ones). The page
 * is fetched anew each time (it names the build's assets); an asset already kept is not (hashed,
 * so it never changes), since the console posts its list again whenever it loads more.
 */
export async function keepShell(scope: ShellScope, paths: readonly string[]): Promise<void> {
  const cache = await scope.caches.open(SHELL_CACHE);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await cache.addAll(paths.filter((path) => path === SHELL_PAGE || !kept.has(path)));
  const wanted = new Set(paths);
  for (const path of kept) {
    if (!wanted.has(path)) await cache.delete(path);
  }
}

/**
 * The worker's answer to a request, or null to let the browser fetch it as usual: a console
 * navigation goes to the network and falls back to the kept page; a kept asset (hashed, so it
 * never changes) comes from the cache.
 */
export function shellResponse(scope: ShellScope, request: Request): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return null;
  if (request.mode === 'navigate' && url.pathname.startsWith(CONSOLE_PREFIX)) {
    return scope.fetch(request).catch(async (error: unknown) => {
      const kept = await (await scope.caches.open(SHELL_CACHE)).match(SHELL_PAGE);
      if (kept) return kept;
      throw error;
    });
  }
  if (url.pathname.startsWith(CONSOLE_ASSETS_PREFIX)) {
    return scope.caches
      .open(SHELL_CACHE)
      .then((cache) => cache.match(url.pathname))
      .then((kept) => kept ?? scope.fetch(request));
  }
  return null;
}

type Extendable = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchLike = Event & {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
};

const isExtendable = (event: Event): event is Extendable =>
  'waitUntil' in event && typeof event.waitUntil === 'function';
const isFetch = (event: Event): event is FetchLike =>
  'request' in event &&
  event.request instanceof Request &&
  'respondWith' in event &&
  typeof event.respondWith === 'function';

export function installConsoleShell(scope: ShellScope): void {
  scope.addEventListener('message', (event) => {
    const paths = shellUrls('data' in event ? event.data : null, scope.location.origin);
    if (!paths) return;
    const kept = keepShell(scope, paths).catch((error: unknown) => {
      console.warn('The console could not be kept for offline use.', error);
    });
    if (isExtendable(event)) event.waitUntil(kept);
  });
  scope.addEventListener('fetch', (event) => {
    if (!isFetch(event)) return;
    const response = shellResponse(scope, event.request);
    if (response) event.respondWith(response);
  });
}
