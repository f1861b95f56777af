import { type DependencyList, useEffect, useState } from 'react';
import type { StoreApi } from 'zustand';

/** A store of ours: its state ends everything the store started (watches, timers). */
export interface Disposable {
  dispose(): void;
}

/**
 * A store owned by the calling component: made in an effect, so nothing is watched before the
 * component is on screen (nor before a member of staff is signed in), and disposed when the
 * component goes or `deps` change. Null until it is made. The one way the console holds a store.
 */
export function useOwnedStore<S extends Disposable>(
  create: () => StoreApi<S>,
  deps: DependencyList,
): StoreApi<S> | null {
  const [store, setStore] = useState<StoreApi<S> | null>(null);
  useEffect(() => {
    const created = create();
    // An external resource living as long as this effect, handed to render through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStore(created);
    return () => {
      created.getState().dispose();
      setStore(null);
    };
    // The caller names what the store is made from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return store;
}
