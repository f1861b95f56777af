import { TYPING_WRITE_INTERVAL_MS } from '../signals';

export interface TypingWriter {
  /** The person typed: writes a typing signal unless one went out less than 3 s ago. */
  typing(sessionId: string): void;
  /** The message went out (or the text was emptied): clears the signal if one is showing. */
  clear(sessionId: string): void;
}

export interface TypingWriterOptions {
  readonly now: () => number;
  readonly write: (sessionId: string, active: boolean) => Promise<void>;
}

/**
 * Throttled typing writes: at most one per TYPING_WRITE_INTERVAL_MS while typing, and a clear
 * after the last. Best effort: a refused or failed write is dropped (the other side's signal
 * expires by itself), so nothing here ever shows an error.
 */
export function createTypingWriter({ now, write }: TypingWriterOptions): TypingWriter {
  /** Per conversation: when its last typing signal went out (the rules space them so). */
  const lastAt = new Map<string, number>();
  const active = new Set<string>();
  const send = (sessionId: string, typing: boolean) => {
    write(sessionId, typing).catch(() => undefined);
  };
  return {
    typing(sessionId) {
      const time = now();
      if (time < (lastAt.get(sessionId) ?? -Infinity) + TYPING_WRITE_INTERVAL_MS) return;
      lastAt.set(sessionId, time);
      active.add(sessionId);
      send(sessionId, true);
    },
    clear(sessionId) {
      if (!active.delete(sessionId)) return;
      send(sessionId, false);
    },
  };
}
