import type { ChatMessage } from '../domain/model';

/**
 * What is new in each snapshot of a conversation: the first snapshot is history, not news;
 * after it, each message counts once, whatever order later snapshots bring it in. The visitor's
 * store announces staff replies with it.
 */
export function createArrivals() {
  let seen: Set<string> | null = null;
  return {
    /** The messages of `snapshot` not in any earlier one (none for the first). */
    next(snapshot: readonly ChatMessage[]): ChatMessage[] {
      if (seen === null) {
        seen = new Set(snapshot.map((m) => m.id));
        return [];
      }
      const known = seen;
      const fresh = snapshot.filter((m) => !known.has(m.id));
      for (const message of fresh) known.add(message.id);
      return fresh;
    },
    /** Forget everything: the next snapshot is history again (another conversation). */
    reset(): void {
      seen = null;
    },
  };
}
