import { TYPING_WRITE_INTERVAL_MS } from '../domain/signals';

export interface TypingWriter {
  /**
   * The person typed: writes a typing signal unless one went out less than 3 s ago; then, if no
   * signal is showing (it was cleared), the write waits for the 3 s to pass instead.
   */
  typing(sessionId: string): void;
  /** The message went out (or the text was emptied): clears the signal if one is showing. */
  clear(sessionId: string): void;
  /** Drops the writes still waiting (the conversation or the page is going away). */
  dispose(): void;
}

export interface TypingWriterOptions {
  readonly now: () => number;
  readonly write: (sessionId: string, active: boolean) => Promise<void>;
}

/**
 * Throttled typing writes: at most one per TYPING_WRITE_INTERVAL_MS while typing, and a clear
 * after the last. Best effort: a refused or failed write is dropped (the other side's signal
 * expires by itself), so nothing here ever shows an error.
 *
 * Typing again within 3 s of the last signal, after a clear: nothing is showing on the other
 * side, so the write is delayed to the end of the 3 s rather than dropped. Dropped, a short
 * reply typed right after sending a message never showed as typing at all.
 */
export function createTypingWriter({ now, write }: TypingWriterOptions): TypingWriter {
  /** Per conversation: when its last typing signal went out (the rules space them so). */
  const lastAt = new Map<string, number>();
  /** Conversations whose last signal was typing, not a clear. */
  const active = new Set<string>();
  /** Per conversation: the timer of a typing write waiting for the interval to pass. */
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  const send = (sessionId: string, typing: boolean) => {
    write(sessionId, typing).catch(() => undefined);
  };
  const signal = (sessionId: string) => {
    lastAt.set(sessionId, now());
    active.add(sessionId);
    send(sessionId, true);
  };
  const cancel = (sessionId: string) => {
    clearTimeout(waiting.get(sessionId));
    waiting.delete(sessionId);
  };
  return {
    typing(sessionId) {
      const wait = (lastAt.get(sessionId) ?? -Infinity) + TYPING_WRITE_INTERVAL_MS - now();
      if (wait <= 0) {
        cancel(sessionId);
        signal(sessionId);
      } else if (!active.has(sessionId) && !waiting.has(sessionId)) {
        const timer = setTimeout(() => {
          waiting.delete(sessionId);
          signal(sessionId);
        }, wait);
        waiting.set(sessionId, timer);
      }
    },
    clear(sessionId) {
      cancel(sessionId);
      if (!active.delete(sessionId)) return;
      send(sessionId, false);
    },
    dispose() {
      for (const sessionId of [...waiting.keys()]) cancel(sessionId);
    },
  };
}
