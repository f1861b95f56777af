import type { Unsubscribe } from './backend';

/** Where a live query is: its first result on the way, results shown, or failed (retry). */
export type LoadStatus = 'loading' | 'ready' | 'error';

/** A backend's watch: each result to `onValue`; a failure to `onError`, which ends it. */
export type Watch<T> = (
  onValue: (value: T) => void,
  onError: (error: unknown) => void,
) => Unsubscribe;

/** What a live query reports, in order: `loading`, then results, or one failure. */
export type LiveQueryChange<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown };

export interface LiveQuery {
  /** Watches, or watches again (after a failure, or for the new arguments `watch` reads). */
  start(): void;
  /** Ends the watch: nothing more is reported. */
  stop(): void;
}

/**
 * One live query's lifecycle, the same in every store: `start()` reports `loading`, each result
 * `ready` with its value, a failure `error` (the watch is then over: `start()` is the retry).
 * Whatever a stopped or replaced watch still delivers is dropped, so a store never shows a
 * result of arguments it has moved on from.
 */
export function liveQuery<T>(
  watch: Watch<T>,
  report: (change: LiveQueryChange<T>) => void,
): LiveQuery {
  /** The running watch; a new object per start, so a replaced one knows it is replaced. */
  let current: { unsubscribe?: Unsubscribe } | null = null;
  const stop = () => {
    const running = current;
    current = null;
    running?.unsubscribe?.();
  };
  return {
    start() {
      stop();
      const self: { unsubscribe?: Unsubscribe } = {};
      current = self;
      report({ status: 'loading' });
      const unsubscribe = watch(
        (value) => {
          if (current === self) report({ status: 'ready', value });
        },
        (error) => {
          if (current !== self) return;
          current = null;
          report({ status: 'error', error });
        },
      );
      // It may have failed (or been stopped) before it returned.
      if (current === self) self.unsubscribe = unsubscribe;
      else unsubscribe();
    },
    stop,
  };
}
