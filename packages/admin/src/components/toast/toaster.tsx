import * as ToastPrimitive from '@radix-ui/react-toast';
import { useStore } from 'zustand';
import { CloseIcon } from '../icons/icons';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, toastStore } from './toast-store';
import styles from './toaster.module.css';

/** Radix Toast over the toast store: limit 1, 5 s, swipe right (50 px) to dismiss, F8 focuses. */
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
          open={t.open}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (open) return;
            dismiss(t.id);
            setTimeout(() => remove(t.id), 200);
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
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
