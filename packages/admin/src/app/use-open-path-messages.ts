import { useEffect } from 'react';
import { isOpenPathMessage } from '../sw/messages';
import { type ConsoleRoute, REQUESTS_PATH } from './use-console-route';

/**
 * A notification about a request, clicked while the console is open: the service worker posts
 * its path, and the console shows the Requests section with it marked.
 */
export function useOpenPathMessages(go: (route: ConsoleRoute) => void): void {
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!isOpenPathMessage(data) || !data.path.startsWith(REQUESTS_PATH)) return;
      window.history.pushState(null, '', data.path);
      go('requests');
    };
    worker?.addEventListener('message', onMessage);
    return () => worker?.removeEventListener('message', onMessage);
  }, [go]);
}
