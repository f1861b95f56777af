import { toastStore } from '@detailing/ui';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';

const PageToaster = lazy(() => import('./page-toaster').then((m) => ({ default: m.PageToaster })));

/**
 * Radix Toast loads with the first toast, not with the page: most visits never see one.
 * Once loaded it stays, so later toasts animate in and out as usual.
 */
export function ToastHost() {
  const hasToasts = useStore(toastStore, (s) => s.toasts.length > 0);
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <PageToaster />
    </Suspense>
  ) : null;
}
