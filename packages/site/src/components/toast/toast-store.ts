import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

/** The spec's toast constants (section 9). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToastAction {
  label: string;
  /** Read by assistive technology instead of the label (Radix requires one). */
  altText: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ToastAction;
  variant: 'default' | 'destructive';
  duration: number;
  open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant' | 'duration'> &
  Partial<Pick<Toast, 'variant' | 'duration'>>;

interface ToastState {
  toasts: Toast[];
  show: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  remove: (id: string) => void;
}

let counter = 0;

/** At most TOAST_LIMIT toasts: a new one replaces the oldest. */
export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  show: (input) => {
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
  dismiss: (id) =>
    set((state) => ({
      toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
    })),
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

export const toast = (input: ToastInput) => toastStore.getState().show(input);
