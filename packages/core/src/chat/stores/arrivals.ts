import type { ChatMessage } from '../domain/model';

/**
 * What is new in each snapshot of a conversation: the first snapshot of a conversation picked
 * up (a reload, a "Continue the chat" link) is history, not news; after it, each message counts
 * once, whatever order later snapshots bring it in. In a conversation this page has just
 * started, nothing is history: a reply may be written before the first snapshot arrives. The
 * visitor's store announces staff replies with it.
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
    /** A conversation that starts now: every message of every snapshot is news. */
    begin(): void {
      seen = new Set();
    },
    /** Forget everything: the next snapshot is history again (another conversation). */
    reset(): void {
      seen = null;
    },
  };
}
