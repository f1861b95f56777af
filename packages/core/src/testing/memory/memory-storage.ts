import type { KeyValueStorage } from '../../shared/key-value-storage';

/** A Storage-like map, for the visitor store in tests (and where localStorage is unavailable). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly entries: () => Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
    entries: () => Object.fromEntries(values),
  };
}
