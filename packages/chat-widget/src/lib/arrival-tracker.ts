import type { ChatMessage } from '@detailing/core';

/**
 * Tells which messages are new in each version of the conversation, so the element can
 * dispatch one `message` event per message. A message counts once the server has it (not while
 * pending). With `history`, the first saved messages seen are the conversation so far, not news.
 */
export function createArrivalTracker(options: { readonly history: boolean }) {
  let seen: Set<string> | null = options.history ? null : new Set();
  return (messages: readonly ChatMessage[]): ChatMessage[] => {
    const saved = messages.filter((message) => !message.pending);
    if (seen === null) {
      if (saved.length > 0) seen = new Set(saved.map((message) => message.id));
      return [];
    }
    const known = seen;
    const fresh = saved.filter((message) => !known.has(message.id));
    for (const message of fresh) known.add(message.id);
    return fresh;
  };
}
