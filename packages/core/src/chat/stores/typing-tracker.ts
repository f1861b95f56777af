import { TYPING_VISIBLE_MS, type TypingSignal } from '../domain/signals';

export interface TypingTracker {
  /** The whole current set of the other side's typing documents (a snapshot). */
  update(signals: readonly TypingSignal[]): void;
  dispose(): void;
}

export interface TypingTrackerOptions {
  readonly now: () => number;
  /** Called with the sessions whose other side is typing now, whenever that set changes. */
  readonly onChange: (typing: ReadonlySet<string>) => void;
}

/**
 * Which conversations show "is typing" now: a signal shows until TYPING_VISIBLE_MS after it
 * arrived. Timed by this device's clock from when a new signal arrives, so a phone whose clock
 * is off still shows it; only signals already there when watching starts are judged by their
 * server time (an old one is not news).
 */
export function createTypingTracker({ now, onChange }: TypingTrackerOptions): TypingTracker {
  /** Per session: the `at` last seen, and until when it shows (this device's clock). */
  const known = new Map<string, { at: number; until: number }>();
  let first = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown: ReadonlySet<string> = new Set();

  const publish = () => {
    clearTimeout(timer);
    const time = now();
    const active = new Set<string>();
    let next = Infinity;
    for (const [sessionId, { until }] of known) {
      if (until > time) {
        active.add(sessionId);
        next = Math.min(next, until);
      }
    }
    if (next !== Infinity) timer = setTimeout(publish, next - time + 1);
    const same = active.size === shown.size && [...active].every((id) => shown.has(id));
    if (same) return;
    shown = active;
    onChange(active);
  };

  return {
    update(signals) {
      const time = now();
      const present = new Set<string>();
      for (const signal of signals) {
        present.add(signal.sessionId);
        const before = known.get(signal.sessionId);
        if (!signal.active) {
          known.set(signal.sessionId, { at: signal.at, until: 0 });
        } else if (before?.at !== signal.at) {
          const since = first ? signal.at : time;
          known.set(signal.sessionId, { at: signal.at, until: since + TYPING_VISIBLE_MS });
        }
      }
      for (const sessionId of known.keys()) if (!present.has(sessionId)) known.delete(sessionId);
      first = false;
      publish();
    },
    dispose() {
      clearTimeout(timer);
      known.clear();
    },
  };
}
