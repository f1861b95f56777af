import { useCallback, useEffect, useState } from 'react';

/** The console's screens by path: the conversations, and the settings. */
export const SETTINGS_PATH = '/admin/chat/settings';
const CONVERSATIONS_PATH = '/admin/chat';

export type ConsoleRoute = 'conversations' | 'settings';

const routeOf = (pathname: string): ConsoleRoute =>
  pathname.replace(/\/+$/, '') === SETTINGS_PATH ? 'settings' : 'conversations';

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
      window.history.pushState(null, '', next === 'settings' ? SETTINGS_PATH : CONVERSATIONS_PATH);
    }
    setRoute(next);
  }, []);
  return { route, go };
}
