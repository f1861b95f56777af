import { lazy, Suspense } from 'react';
import type { QuoteCardProps } from './quote-card';

/**
 * The quote card's code and look, fetched with the first quote the visitor sees: most
 * conversations have none, and the opened widget's weight does not grow (BOOKING.md 5). If the
 * chunk cannot be fetched (offline), the message's text stays.
 */
const QuoteCard = lazy(() =>
  import('./quote-card').catch(() => ({ default: ({ fallback }: QuoteCardProps) => fallback })),
);

/** A staff message's quote card; its text until the card's code and the quote are there. */
export function QuoteSlot(props: QuoteCardProps) {
  return (
    <Suspense fallback={props.fallback}>
      <QuoteCard {...props} />
    </Suspense>
  );
}
