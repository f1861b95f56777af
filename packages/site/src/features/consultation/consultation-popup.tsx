import { lazy, Suspense, useEffect, useState } from 'react';
import { whenChatClosed } from '../../lib/chat';

/** The spec's constants (section 9): shown 3 s after load, once per browser session. */
export const CONSULTATION_DELAY_MS = 3000;
export const CONSULTATION_SEEN_KEY = 'consultationPopupSeen';

function alreadySeen() {
  try {
    return sessionStorage.getItem(CONSULTATION_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    sessionStorage.setItem(CONSULTATION_SEEN_KEY, 'true');
  } catch {
    // Storage may be blocked; the popup then simply shows once per page load.
  }
}

const ConsultationDialog = lazy(() =>
  import('./consultation-dialog').then((m) => ({ default: m.ConsultationDialog })),
);

/**
 * Opens the consultation popup 3 s after load, once per browser session; if the visitor is
 * chatting by then, when they close the chat.
 */
export function ConsultationPopup() {
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (alreadySeen()) return;
    let stopWaiting: (() => void) | undefined;
    const timer = setTimeout(() => {
      markSeen();
      // Not over a conversation the visitor has open: after it, if at all.
      stopWaiting = whenChatClosed(() => setDue(true));
    }, CONSULTATION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stopWaiting?.();
    };
  }, []);

  return due ? (
    <Suspense fallback={null}>
      <ConsultationDialog />
    </Suspense>
  ) : null;
}
