import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

const ConsultationDialog = lazy(() =>
  import('./consultation-dialog').then((m) => ({ default: m.ConsultationDialog })),
);

/**
 * The consultation popup: 3 s into a page view, once per browser session, and only at a quiet
 * moment (popup-schedule.ts); otherwise at the next page view that is quiet. Its rules and its
 * dialog are chunks loaded after the page has hydrated: nothing of it is on the first load.
 */
export function ConsultationPopup() {
  const [path] = useLocation();
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (due) return;
    // The query as the visitor arrived: the chat's code later drops its link's `?chat=`.
    const view = { path, search: window.location.search };
    let cancel: (() => void) | undefined;
    let current = true;
    import('./popup-schedule')
      .then(({ schedulePopup }) => {
        if (current) cancel = schedulePopup(view, () => setDue(true));
      })
      // Offline, say: no offer on this page.
      .catch(() => undefined);
    return () => {
      current = false;
      cancel?.();
    };
  }, [path, due]);

  return due ? (
    <Suspense fallback={null}>
      <ConsultationDialog />
    </Suspense>
  ) : null;
}
