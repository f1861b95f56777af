import { useCallback, useEffect, useState } from 'react';

/**
 * The console's screens by path: the conversations, the requests, the closed conversations, the
 * settings, the owner's site editor and the bookings' diary.
 */
export const CONVERSATIONS_PATH = '/admin/chat';
export const SETTINGS_PATH = '/admin/chat/settings';
export const REQUESTS_PATH = '/admin/chat/requests';
export const CLOSED_PATH = '/admin/chat/closed';
export const SITE_PATH = '/admin/chat/site';
export const BOOKINGS_PATH = '/admin/chat/bookings';

export type ConsoleRoute =
  'conversations' | 'settings' | 'requests' | 'closed' | 'site' | 'bookings';

export const PATHS: Record<ConsoleRoute, string> = {
  conversations: CONVERSATIONS_PATH,
  settings: SETTINGS_PATH,
  requests: REQUESTS_PATH,
  closed: CLOSED_PATH,
  site: SITE_PATH,
  bookings: BOOKINGS_PATH,
};

/** Every screen's path (main.tsx sends any other /admin/ URL to the conversations). */
export const CONSOLE_PATHS: readonly string[] = Object.values(PATHS);

const routeOf = (pathname: string): ConsoleRoute => {
  const path = pathname.replace(/\/+$/, '');
  const found = (Object.keys(PATHS) as ConsoleRoute[]).find((route) => PATHS[route] === path);
  return found ?? 'conversations';
};

/**
 * Which screen the address shows, following the back and forward buttons. `go` changes it in
 * place (history entry, no reload); Hosting serves the console for every /admin/** path, so a
 * direct load of a screen's address works too.
 */
export function useConsoleRoute() {
  const [route, setRoute] = useState<ConsoleRoute>(() => routeOf(window.location.pathname));
  useEffect(() => {
    const onPopState = () => setRoute(routeOf(window.location.pathname));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const go = useCallback((next: ConsoleRoute) => {
    if (routeOf(window.location.pathname) !== next) {
      window.history.pushState(null, '', PATHS[next]);
    }
    setRoute(next);
  }, []);
  return { route, go };
}
