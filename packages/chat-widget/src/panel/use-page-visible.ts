import type { VisitorChatStore } from '@detailing/core';
import { useEffect } from 'react';

/**
 * Tells the store whether the page is visible: with the panel open, that is when the visitor
 * reads staff messages (staff then see "Seen").
 */
export function usePageVisible(chat: VisitorChatStore): void {
  useEffect(() => {
    const report = () => chat.getState().setPageVisible(document.visibilityState === 'visible');
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [chat]);
}
