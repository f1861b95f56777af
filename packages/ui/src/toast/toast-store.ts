import type { ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The spec's toast constants (section 9): one at a time, 5000 ms, swipe right past 50 px. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToastAction {
  readonly label: string;
  /** What assistive technology reads instead of the label (Radix requires one). */
  readonly altText: string;
  readonly onClick: () => void;
}

export interface Toast {
  readonly id: string;
  readonly title: string;
  readonly description?: ReactNode;
  readonly action?: ToastAction;
  readonly variant: 'default' | 'destructive' | 'success';
  /** How long it stays, in ms (TOAST_DURATION_MS unless the caller needs longer). */
  readonly duration: number;
  readonly open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant' | 'duration'> &
  Partial<Pick<Toast, 'variant' | 'duration'>>;

export interface ToastState {
  readonly toasts: readonly Toast[];
  /** Shows a toast (replacing the oldest beyond TOAST_LIMIT) and returns its id. */
  show(input: ToastInput): string;
  /** Starts closing (the toast animates out), then `remove` drops it. */
  dismiss(id: string): void;
  remove(id: string): void;
}

export type ToastStore = StoreApi<ToastState>;

/**
 * A toast store. The site and the console each keep one for the page; the chat widget makes one
 * per element, so two widgets on a page (or the widget and its host) never share toasts.
 */
export function createToastStore(): ToastStore {
  let counter = 0;
  return createStore<ToastState>()((set) => ({
    toasts: [],
    show(input) {
      counter += 1;
      const toast: Toast = {
        variant: 'default',
        duration: TOAST_DURATION_MS,
        ...input,
        id: `toast-${counter}`,
        open: true,
      };
      set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
      return toast.id;
    },
    dismiss(id) {
      set((state) => ({
        toasts: state.toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
      }));
    },
    remove(id) {
      set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
    },
  }));
}

/**
 * The page's toasts (the site's, or the console's): each app is its own bundle. Marked pure, so
 * a bundle that only creates its own stores (the widget) leaves this one out.
 */
export const toastStore = /* @__PURE__ */ createToastStore();

/** Shows a toast on the page. */
export const toast = (input: ToastInput): string => toastStore.getState().show(input);
