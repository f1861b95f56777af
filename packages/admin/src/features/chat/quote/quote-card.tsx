import {
  type ChatMessage,
  PHOTO_TEXTS,
  type Quote,
  QUOTE_TEXTS,
  quoteTitle,
  quoteValid,
  type StaffChatStore,
} from '@detailing/core';
import { formatDay, formatLength, formatPounds, londonDate } from '@detailing/core/booking';
import { CheckIcon } from '@detailing/ui';
import { VEHICLE_SIZE_LABELS } from '@detailing/site-content/vehicles';
import { type ReactNode, useEffect, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import styles from './quote-card.module.css';
import { signedPounds } from './quote-format';
import { STAFF_QUOTE_TEXTS as TEXTS } from './quote-texts';

export interface QuoteCardProps {
  readonly message: ChatMessage & { readonly quoteId: string };
  readonly store: StaffChatStore;
  /** The message's text: shown while the quote is read, and in its place if it cannot be. */
  readonly fallback: ReactNode;
}

/** The message's quote: read once (the store keeps it), or `failed`. */
function useQuote(store: StaffChatStore, sessionId: string, quoteId: string) {
  const [state, setState] = useState<{ id: string; quote: Quote | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    store
      .getState()
      .loadQuote(sessionId, quoteId)
      .then(
        (quote) => live && setState({ id: quoteId, quote }),
        () => live && setState({ id: quoteId, quote: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [store, sessionId, quoteId]);
  return state?.id === quoteId ? state.quote : 'loading';
}

/** A line of the card: what, and its price. */
function Line({
  what,
  price,
  className,
}: {
  what: ReactNode;
  price: string;
  className?: string | undefined;
}) {
  return (
    <div className={className ? `${styles.line} ${className}` : styles.line}>
      <span>{what}</span>
      <span className={styles.price}>{price}</span>
    </div>
  );
}

/**
 * A quote staff sent, as the console shows it in the conversation (BOOKING.md 5): its services
 * with their add-ons and prices, the adjustment and its reason, the total, the duration, until
 * when it can be booked, and whether it went out (Retry when it did not).
 */
export default function QuoteCard({ message, store, fallback }: QuoteCardProps) {
  const quote = useQuote(store, message.sessionId, message.quoteId);
  const now = useNow(60_000);
  if (typeof quote === 'string') return fallback;
  const size = VEHICLE_SIZE_LABELS[quote.size];
  const valid = quoteValid(quote, now);
  return (
    <article className={styles.card} aria-label={`${QUOTE_TEXTS.card}: ${quoteTitle(quote)}`}>
      <header className={styles.header}>
        <span className={styles.kicker}>{QUOTE_TEXTS.card}</span>
        <span className={styles.size}>
          {size.name}
          {size.cars ? ` (${size.cars})` : ''}
        </span>
      </header>
      <ul className={styles.items}>
        {quote.items.map((item) => (
          <li key={item.service}>
            <Line
              what={item.serviceName}
              price={formatPounds(
                item.addOns.reduce((price, addOn) => price - addOn.price, item.price),
              )}
            />
            {item.addOns.map((addOn) => (
              <Line
                key={addOn.name}
                className={styles.addOn}
                what={`+ ${addOn.name}`}
                price={formatPounds(addOn.price)}
              />
            ))}
          </li>
        ))}
      </ul>
      {quote.adjustment ? (
        <div className={styles.adjustment}>
          <Line what={QUOTE_TEXTS.adjusted} price={signedPounds(quote.adjustment.amount)} />
          <p className={styles.reason}>{quote.adjustment.reason}</p>
        </div>
      ) : null}
      <dl className={styles.totals}>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{QUOTE_TEXTS.total}</dt>
          <dd className={styles.price}>{formatPounds(quote.total)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{QUOTE_TEXTS.duration}</dt>
          <dd>{formatLength(quote.length)}</dd>
        </div>
      </dl>
      <p className={valid ? styles.valid : styles.expired}>
        {valid
          ? QUOTE_TEXTS.validUntil(formatDay(londonDate(quote.validUntil)))
          : QUOTE_TEXTS.expired}
      </p>
      {message.failed ? (
        <button
          type="button"
          className={styles.retry}
          onClick={() => store.getState().retry(message.id)}
        >
          {PHOTO_TEXTS.retry}
        </button>
      ) : message.pending ? null : (
        <p className={styles.sent}>
          <CheckIcon width="14" height="14" />
          {TEXTS.sent}
        </p>
      )}
    </article>
  );
}
