import type { Quote, VisitorChatBackend } from '@detailing/core';
import { loadOnce } from '@detailing/ui/load-once';
import { useEffect, useState } from 'react';
import { useWidget } from '../widget-context';

export type QuoteRead =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly quote: Quote }
  | { readonly state: 'failed' };

/** One quote's read, shared by every card that shows it; what it read, once it has. */
interface Entry {
  readonly read: () => Promise<Quote>;
  quote?: Quote;
}

/**
 * Quotes read so far, per backend (one per widget instance) and conversation: a quote never
 * changes, so the panel opened again shows it at once. A failed read is forgotten (loadOnce),
 * and the card's next showing tries again.
 */
const entries = new WeakMap<VisitorChatBackend, Map<string, Entry>>();
function entryOf(backend: VisitorChatBackend, sessionId: string, quoteId: string): Entry {
  let bySession = entries.get(backend);
  if (!bySession) entries.set(backend, (bySession = new Map()));
  const key = `${sessionId}/${quoteId}`;
  let entry = bySession.get(key);
  if (!entry) {
    entry = { read: loadOnce(() => backend.readQuote(sessionId, quoteId)) };
    bySession.set(key, entry);
  }
  return entry;
}

/** The quote a staff message carries, read once from the conversation (BOOKING.md 5). */
export function useQuote(sessionId: string, quoteId: string): QuoteRead {
  const { backend } = useWidget();
  const entry = entryOf(backend, sessionId, quoteId);
  const [result, setResult] = useState<{ readonly entry: Entry; readonly read: QuoteRead } | null>(
    null,
  );
  useEffect(() => {
    if (entry.quote) return;
    let live = true;
    entry.read().then(
      (quote) => {
        entry.quote = quote;
        if (live) setResult({ entry, read: { state: 'ready', quote } });
      },
      () => {
        if (live) setResult({ entry, read: { state: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [entry]);
  if (entry.quote) return { state: 'ready', quote: entry.quote };
  return result?.entry === entry ? result.read : { state: 'loading' };
}
