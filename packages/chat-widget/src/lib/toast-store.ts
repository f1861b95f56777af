import { createStore, type StoreApi } from 'zustand/vanilla';

/** The spec's toast constants (section 9): one at a time, 5000 ms, swipe right past 50 px. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToastAction {
  readonly label: string;
  /** What assistive technology reads instead of the label (Radix requires one). */
  readonly altText: string;
  readonly onAction: () => void;
}

export interface WidgetToast {
  readonly id: number;
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
  readonly action?: ToastAction;
  readonly open: boolean;
}

export type ToastInput = Omit<WidgetToast, 'id' | 'open' | 'variant'> &
  Partial<Pick<WidgetToast, 'variant'>>;

export interface ToastState {
  readonly toasts: readonly WidgetToast[];
  show(input: ToastInput): number;
  /** Starts closing (the toast animates out), then `remove` drops it. */
  dismiss(id: number): void;
  remove(id: number): void;
}

export type ToastStore = StoreApi<ToastState>;

/** One per widget instance: at most TOAST_LIMIT toasts, a new one replaces the oldest. */
export function createToastStore(): ToastStore {
  let counter = 0;
  return createStore<ToastState>()((set) => ({
    toasts: [],
    show(input) {
      counter += 1;
      const toast: WidgetToast = { variant: 'default', ...input, id: counter, open: true };
      set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
      return toast.id;
    },
    dismiss: (id) =>
      set((state) => ({
        toasts: state.toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
      })),
    remove: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  }));
}
