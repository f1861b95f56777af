import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

/** The spec's toast constants (section 9). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToastAction {
  readonly label: string;
  /** Read by assistive technology instead of the label (Radix requires one). */
  readonly altText: string;
  readonly onClick: () => void;
}

export interface Toast {
  readonly id: string;
  readonly title: string;
  readonly description?: ReactNode;
  readonly action?: ToastAction;
  readonly variant: 'default' | 'destructive' | 'success';
  readonly open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & Partial<Pick<Toast, 'variant'>>;

interface ToastState {
  readonly toasts: readonly Toast[];
  show(input: ToastInput): string;
  dismiss(id: string): void;
  remove(id: string): void;
}

let counter = 0;

/** At most TOAST_LIMIT toasts: a new one replaces the oldest. */
export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  show(input) {
    counter += 1;
    const toast: Toast = { variant: 'default', ...input, id: `toast-${counter}`, open: true };
    set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return toast.id;
  },
  dismiss(id) {
    set((state) => ({
      toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
    }));
  },
  remove(id) {
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

export const toast = (input: ToastInput): string => toastStore.getState().show(input);
