// @ts-check
/** @typedef {import('firebase-admin/firestore').Query} Query */
/** @typedef {import('firebase-admin/firestore').DocumentChange} DocumentChange */
/** @typedef {import('firebase-admin/firestore').QueryDocumentSnapshot} QueryDocumentSnapshot */
/** @typedef {(message: string, details?: Record<string, unknown>) => void} Log */

/** @param {unknown} error */
export const reason = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The trigger runner's Firestore listeners and the work they start. `watch` follows a query
 * (listening again 2 s after an error); `track` keeps a task, so that `stop()` waits for what is
 * under way; `ready()` settles once every listener has its first answer.
 * @param {Log} log
 */
export function createListeners(log) {
  let stopped = false;
  /** @type {Set<Promise<unknown>>} */
  const underWay = new Set();
  /** @type {Array<{ ready: Promise<void>, active: () => boolean, stop: () => void }>} */
  const listeners = [];

  /** @param {Promise<unknown>} task */
  const track = (task) => {
    underWay.add(task);
    void task.finally(() => underWay.delete(task));
  };

  /**
   * Calls `onChange` for each change of the query's results; with `initial: false`, the first
   * answer's documents go to `seen` instead (what was there before the runner started).
   * @param {string} name
   * @param {() => Query} query
   * @param {(change: DocumentChange) => void} onChange
   * @param {{ initial?: boolean, seen?: (doc: QueryDocumentSnapshot) => void }} [options]
   */
  const watch = (name, query, onChange, { initial = true, seen } = {}) => {
    /** @type {(() => void) | null} */
    let unsubscribe = null;
    /** @type {NodeJS.Timeout | undefined} */
    let relisten;
    let first = true;
    /** @param {(error?: Error) => void} answered */
    const listen = (answered) => {
      unsubscribe = query().onSnapshot(
        (snapshot) => {
          answered();
          if (first && !initial) snapshot.docs.forEach((doc) => seen?.(doc));
          else snapshot.docChanges().forEach(onChange);
          first = false;
        },
        (error) => {
          answered(error);
          unsubscribe = null;
          if (stopped) return;
          log(`The ${name} listener failed; listening again in 2 s.`, { error: reason(error) });
          relisten = setTimeout(() => listen(() => undefined), 2000);
        },
      );
    };
    /** @type {Promise<void>} */
    const ready = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('No answer from the Firestore emulator.')),
        30_000,
      );
      listen((error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      });
    });
    listeners.push({
      ready,
      active: () => unsubscribe !== null,
      stop() {
        clearTimeout(relisten);
        unsubscribe?.();
        unsubscribe = null;
      },
    });
  };

  return {
    watch,
    track,
    isStopped: () => stopped,
    ready: () => Promise.all(listeners.map((listener) => listener.ready)),
    /** Listeners holding a Firestore listener now (0 once stopped). */
    active: () => listeners.filter((listener) => listener.active()).length,
    count: () => listeners.length,
    /** Settles when the work under way now has finished. */
    idle: () => Promise.allSettled([...underWay]).then(() => undefined),
    /** Stops every listener; then waits for the work under way. */
    async stop() {
      stopped = true;
      for (const listener of listeners) listener.stop();
      await Promise.allSettled([...underWay]);
    },
  };
}
