import { CloseIcon } from '@detailing/ui';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { useWidget } from '../widget-context';

interface ToasterProps {
  readonly panelOpen: boolean;
}

/**
 * The toasts without Radix: shown at once while its chunk loads, and for good if it cannot (a
 * visitor offline when the first one comes). Each stays until dismissed or replaced.
 */
function PlainToasts({ panelOpen }: ToasterProps) {
  const { toasts } = useWidget();
  const list = useStore(toasts, (state) => state.toasts);
  return (
    <section aria-label="Chat notifications">
      {/* Announced as it comes (a list item keeps its role: the toasts are its items). */}
      <ol className="toasts" aria-live="polite" data-panel-open={panelOpen ? '' : undefined}>
        {list.map((toast) => (
          <li key={toast.id} className="toast" data-variant={toast.variant}>
            <div className="toast-text">
              <div className="toast-title">{toast.title}</div>
              {toast.description ? (
                <div className="toast-description">{toast.description}</div>
              ) : null}
            </div>
            {toast.action ? (
              <button type="button" className="toast-action" onClick={toast.action.onClick}>
                {toast.action.label}
              </button>
            ) : null}
            <button
              type="button"
              className="toast-close"
              aria-label="Dismiss notification"
              onClick={() => toasts.getState().remove(toast.id)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

const WidgetToasterView = lazy(() =>
  import('./widget-toaster-view').catch(() => ({ default: PlainToasts })),
);

/**
 * The widget's toasts (a staff reply while the panel is closed, a failure) with Radix Toast (its
 * timing, swipe and announcements) in a chunk loaded with the first toast: 8 kB gzip that most
 * visits never show, off the opened widget's 210 kB. Meanwhile, or offline, the plain list shows
 * them. Once shown it stays mounted, so later toasts come and go as usual.
 */
export function WidgetToaster({ panelOpen }: ToasterProps) {
  const { toasts } = useWidget();
  const showing = useStore(toasts, (state) => state.toasts.length > 0);
  const [mounted, setMounted] = useState(false);
  if (showing && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={<PlainToasts panelOpen={panelOpen} />}>
      <WidgetToasterView panelOpen={panelOpen} />
    </Suspense>
  ) : null;
}
