import type { StaffAuth } from '@detailing/core';
import { useEffect } from 'react';

/** How often an open console asks the server whether its user is still staff. */
const ACCESS_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Keeps the console's access current: when it comes back into view and every few minutes it asks
 * the server, so a member of staff removed with `staff:revoke` loses the console within minutes
 * (the gate then shows "not authorised", or the sign-in form), not when the token expires.
 */
export function useAccessCheck(auth: StaffAuth): void {
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') void auth.refreshStaffAccess();
    };
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, ACCESS_CHECK_INTERVAL_MS);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, [auth]);
}
