import * as ToastPrimitive from '@radix-ui/react-toast';
import { useState } from 'react';
import { useStore } from 'zustand';
import { CloseIcon } from '../icons';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  type Toast,
  type ToastStore,
} from './toast-store';

/** Time for the closing animation before a toast is removed. */
const EXIT_MS = 200;

interface ToasterProps {
  readonly store: ToastStore;
  /** Names the region for screen readers ("Notification"). */
  readonly label?: string;
  readonly closeLabel?: string;
  /**
   * Inside a shadow root (the chat widget): the screen-reader announcer stays in it, and F8 is
   * claimed only while a toast shows, so the host page's own toasts keep the hotkey otherwise.
   */
  readonly embedded?: boolean;
  /** Data attributes for the viewport (the widget says whether its panel is open). */
  readonly viewportProps?: Readonly<Record<`data-${string}`, string | undefined>>;
}

/**
 * Radix Toast over a toast store: one at a time, 5 s, swipe right past 50 px to dismiss, F8
 * focuses the viewport. Its look is `@detailing/ui/toaster.css`, which the app loads (the widget
 * adopts it into its shadow root).
 */
export function Toaster({
  store,
  label = 'Notification',
  closeLabel = 'Close',
  embedded = false,
  viewportProps,
}: ToasterProps) {
  const toasts = useStore(store, (state) => state.toasts);
  const [announcer, setAnnouncer] = useState<HTMLDivElement | null>(null);
  const hotkeyFree = embedded && toasts.length === 0;
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={label}
      {...(announcer ? { announcerContainer: announcer } : {})}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} closeLabel={closeLabel} />
      ))}
      <ToastPrimitive.Viewport
        className="toasts"
        hotkey={hotkeyFree ? [] : ['F8']}
        {...(embedded ? { label: hotkeyFree ? `${label}s` : `${label}s ({hotkey})` } : {})}
        {...viewportProps}
      />
      {embedded ? <div ref={setAnnouncer} /> : null}
    </ToastPrimitive.Provider>
  );
}

function ToastItem({
  toast,
  store,
  closeLabel,
}: {
  readonly toast: Toast;
  readonly store: ToastStore;
  readonly closeLabel: string;
}) {
  const { dismiss, remove } = store.getState();
  return (
    <ToastPrimitive.Root
      className="toast"
      data-variant={toast.variant}
      duration={toast.duration}
      open={toast.open}
      type={toast.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (open) return;
        dismiss(toast.id);
        setTimeout(() => remove(toast.id), EXIT_MS);
      }}
    >
      <div className="toast-text">
        <ToastPrimitive.Title className="toast-title">{toast.title}</ToastPrimitive.Title>
        {toast.description ? (
          <ToastPrimitive.Description className="toast-description">
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      {toast.action ? (
        <ToastPrimitive.Action
          className="toast-action"
          altText={toast.action.altText}
          onClick={toast.action.onClick}
        >
          {toast.action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close className="toast-close" aria-label={closeLabel}>
        <CloseIcon />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
