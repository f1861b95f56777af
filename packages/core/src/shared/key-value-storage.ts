/** The part of the Web Storage API the visitor store uses (window.localStorage fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage calls that never throw (private modes and blocked storage throw on access). */
export function safeStorage(storage: KeyValueStorage | undefined): KeyValueStorage {
  const attempt = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt(() => storage?.getItem(key) ?? null, null),
    setItem: (key, value) => attempt(() => storage?.setItem(key, value), undefined),
    removeItem: (key) => attempt(() => storage?.removeItem(key), undefined),
  };
}
