import type { ChatMessage, StaffChatStore } from '@detailing/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** The card: a chunk of its own, fetched when a conversation first shows a quote. */
const QuoteCard = lazy(() => import('./quote-card'));

/**
 * A staff message that carries a quote: its card, or the message's text (`fallback`) while the
 * card's code or the quote loads, and in its place if either cannot (offline, or refused).
 */
export function MessageQuote({
  message,
  store,
  fallback,
}: {
  message: ChatMessage & { readonly quoteId: string };
  store: StaffChatStore;
  fallback: ReactNode;
}) {
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <QuoteCard message={message} store={store} fallback={fallback} />
      </Suspense>
    </ErrorBoundary>
  );
}
