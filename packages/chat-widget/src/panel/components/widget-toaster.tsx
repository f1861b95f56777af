import * as Toast from '@radix-ui/react-toast';
import { useState } from 'react';
import { useStore } from 'zustand';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, type WidgetToast } from '../../lib/toast-store';
import { useWidget } from '../widget-context';
import { CloseIcon } from './icons';

/** Time for the closing animation before a toast is removed. */
const EXIT_MS = 200;

function ToastItem({ toast }: { readonly toast: WidgetToast }) {
  const { toasts } = useWidget();
  const { dismiss, remove } = toasts.getState();
  return (
    <Toast.Root
      className="toast"
      data-variant={toast.variant}
      open={toast.open}
      type={toast.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (open) return;
        dismiss(toast.id);
        setTimeout(() => remove(toast.id), EXIT_MS);
      }}
    >
      <Toast.Title className="toast-title">{toast.title}</Toast.Title>
      {toast.description ? (
        <Toast.Description className="toast-description">{toast.description}</Toast.Description>
      ) : null}
      {toast.action ? (
        <Toast.Action
          className="toast-action"
          altText={toast.action.altText}
          onClick={toast.action.onAction}
        >
          {toast.action.label}
        </Toast.Action>
      ) : null}
      <Toast.Close className="toast-close" aria-label="Dismiss notification">
        <CloseIcon width="14" height="14" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * Radix Toast inside the widget's shadow root: the viewport and the screen-reader announcer
 * both live in it. F8 is claimed only while a chat toast is showing, so the host page's own
 * toasts keep the hotkey otherwise.
 */
export function WidgetToaster({ panelOpen }: { readonly panelOpen: boolean }) {
  const { toasts } = useWidget();
  const list = useStore(toasts, (state) => state.toasts);
  const [announcer, setAnnouncer] = useState<HTMLDivElement | null>(null);
  const showing = list.length > 0;
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Chat notification"
      {...(announcer ? { announcerContainer: announcer } : {})}
    >
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      <Toast.Viewport
        className="toasts"
        data-panel-open={panelOpen ? '' : undefined}
        hotkey={showing ? ['F8'] : []}
        label={showing ? 'Chat notifications ({hotkey})' : 'Chat notifications'}
      />
      <div ref={setAnnouncer} />
    </Toast.Provider>
  );
}
