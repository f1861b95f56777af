import * as ToastPrimitive from '@radix-ui/react-toast';
import { useStore } from 'zustand';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, toastStore } from './toast-store';
import styles from './toaster.module.css';

/** Renders the toast store with Radix Toast: swipe right to dismiss, F8 focuses the viewport. */
export function Toaster() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  const { dismiss, remove } = toastStore.getState();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          className={styles.toast}
          data-variant={t.variant}
          duration={t.duration}
          open={t.open}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) {
              dismiss(t.id);
              setTimeout(() => remove(t.id), 200);
            }
          }}
        >
          <div className={styles.text}>
            <ToastPrimitive.Title className={styles.title}>{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className={styles.description}>
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {t.action ? (
            <ToastPrimitive.Action
              className={styles.action}
              altText={t.action.altText}
              onClick={t.action.onClick}
            >
              {t.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close className={styles.close} aria-label="Close">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
