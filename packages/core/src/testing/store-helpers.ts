import type { StoreApi } from 'zustand/vanilla';

/** Resolves with the state once `predicate` holds (checked now and on every change). */
export function until<S>(
  store: StoreApi<S>,
  predicate: (state: S) => boolean,
  timeoutMs = 2000,
): Promise<S> {
  return new Promise((resolve, reject) => {
    if (predicate(store.getState())) {
      resolve(store.getState());
      return;
    }
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`State never matched: ${JSON.stringify(store.getState())}`));
    }, timeoutMs);
    const stop = store.subscribe((state) => {
      if (!predicate(state)) return;
      clearTimeout(timer);
      stop();
      resolve(state);
    });
  });
}

/** Lets queued microtasks and timers of 0 ms run (the memory backend's deliveries). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Collects a store's events. */
export function eventsOf<E>(subscribe: (listener: (event: E) => void) => () => void): E[] {
  const seen: E[] = [];
  subscribe((event) => seen.push(event));
  return seen;
}
