import type { ErrorListener, Unsubscribe } from '../../shared/backend';
import type { ChatBackendError } from '../../shared/domain/errors';

type Subscribe<T> = (onChange: (value: T) => void, onError: ErrorListener) => Unsubscribe;

/**
 * Subscribes and resolves with the first delivered value that satisfies `predicate`; rejects on
 * a watch error or after `timeoutMs`. Always unsubscribes.
 */
export function waitForValue<T>(
  subscribe: Subscribe<T>,
  predicate: (value: T) => boolean,
  { timeoutMs = 8000, what = 'a matching snapshot' } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let last: T | undefined;
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      // Deferred: the callback may run before subscribe() has returned.
      queueMicrotask(() => unsubscribe());
    };
    const timer = setTimeout(() => {
      const lastSeen = JSON.stringify(last);
      finish(() => reject(new Error(`Timed out waiting for ${what}; last value: ${lastSeen}`)));
    }, timeoutMs);
    const unsubscribe = subscribe(
      (value) => {
        last = value;
        if (predicate(value)) finish(() => resolve(value));
      },
      (error) => finish(() => reject(error)),
    );
  });
}

/** Resolves with the error a watch reports; rejects after `timeoutMs`. */
export function waitForWatchError<T>(
  subscribe: Subscribe<T>,
  { timeoutMs = 8000 } = {},
): Promise<ChatBackendError> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('Timed out waiting for a watch error.'));
    }, timeoutMs);
    const unsubscribe = subscribe(
      () => undefined,
      (error) => {
        clearTimeout(timer);
        resolve(error);
      },
    );
  });
}
