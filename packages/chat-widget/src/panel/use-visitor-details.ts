import { pageRefFromLocation, type VisitorChatStore } from '@detailing/core';
import { checkIdentity } from '../lib/check-identity';
import { useEffect } from 'react';
import { watchPage } from '../lib/watch-page';

/**
 * Tells the store who the visitor is and where: the identity the page gave `identify()` (the
 * launcher checked it; checked again here, as it arrives as an attribute), and the page now and
 * after every navigation. Pages on another site than ours (`homeUrl`, a URL of the widget's own
 * code, tells which is ours) are kept with their origin. The store throttles the writes.
 */
export function useVisitorDetails(
  chat: VisitorChatStore,
  identity: unknown,
  homeUrl: string = import.meta.url,
): void {
  useEffect(() => {
    if (identity === undefined || identity === null) return;
    const checked = checkIdentity(identity);
    if (checked) chat.getState().identify(checked);
  }, [chat, identity]);

  useEffect(() => {
    const withOrigin = new URL(homeUrl).origin !== window.location.origin;
    let last = '';
    const report = () => {
      const page = pageRefFromLocation(window.location, document.title, { withOrigin });
      const key = JSON.stringify(page);
      if (key === last) return;
      last = key;
      chat.getState().setPage(page);
    };
    report();
    return watchPage(report);
  }, [chat, homeUrl]);
}
