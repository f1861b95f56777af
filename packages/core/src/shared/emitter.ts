import type { Unsubscribe } from './backend';

/** A tiny synchronous event emitter for the stores' one-off events (toasts, notifications). */
export interface Emitter<E> {
  emit(event: E): void;
  on(listener: (event: E) => void): Unsubscribe;
  clear(): void;
}

export function createEmitter<E>(): Emitter<E> {
  const listeners = new Set<(event: E) => void>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      listeners.clear();
    },
  };
}
