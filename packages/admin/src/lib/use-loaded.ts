import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly value: T };

/**
 * What `load` gives, loaded while the calling component is on screen: `loading`, then `ready`
 * or `failed`; `retry()` loads it again (the screen's "Try again"). Loaded again when `deps`
 * change; an answer that comes after the component has gone, or after a newer load began, is
 * dropped. The one way the console waits for a chunk or a query before it can draw.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  deps: DependencyList,
): Loaded<T> & { readonly retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
    // The caller names what the value is loaded from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
