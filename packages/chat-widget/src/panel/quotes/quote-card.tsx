import {
  BUSINESS_TIME_ZONE,
  type ChatMessage,
  type Quote,
  quoteBookingPath,
  QUOTE_TEXTS,
  quoteValid,
} from '@detailing/core';
import { formatLength, formatPounds } from '@detailing/core/booking';
import { VEHICLE_SIZE_LABELS } from '@detailing/site-content/vehicles';
import { type ReactNode, useId, useRef, useState } from 'react';
import { SiteAnchor } from '../components/site-anchor';
import { useChunkStyles } from '../use-chunk-styles';
import css from './quote-card.css?inline';
import { useQuote } from './use-quote';

/** What "Ask for a new quote" puts into the composer, for the visitor to send. */
export const NEW_QUOTE_REQUEST = 'Could I have a new quote, please?';

export interface QuoteCardProps {
  readonly message: ChatMessage & { readonly quoteId: string };
  /** The message's own text: shown while the quote loads, or if it cannot be read. */
  readonly fallback: ReactNode;
  /** Puts text into the composer; absent once the conversation is closed. */
  readonly onFillComposer?: ((text: string) => void) | undefined;
}

/**
 * Where "Book this" goes: the booking page of the quote's first service at its postcode step,
 * with the quote held by its reference (core's quoteBookingPath; the booking endpoint books it at
 * the quote's own total).
 */
export const bookingPath = (quote: Quote, { sessionId, quoteId }: QuoteCardProps['message']) =>
  quoteBookingPath(quote.items[0]?.service ?? '', { sessionId, quoteId });

let dayFormat: Intl.DateTimeFormat | undefined;
/** "13 December", on London's calendar. */
const validDay = (ms: number) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: BUSINESS_TIME_ZONE,
  })).format(ms);

/** "−£30", "+£50": a change of the total. */
const signedPounds = (amount: number) =>
  `${amount < 0 ? '\u2212' : '+'}${formatPounds(Math.abs(amount))}`;

function Line({ label, amount }: { readonly label: ReactNode; readonly amount: string }) {
  return (
    <>
      <span className="quote-label">{label}</span>
      <span className="quote-amount">{amount}</span>
    </>
  );
}

/**
 * A staff message that carries a quote (BOOKING.md 5): the services with their add-ons and
 * prices, any adjustment with its reason, the total, the duration and until when it holds, and
 * "Book this"; once expired, a way to ask for a new one. A chunk of its own, fetched with the
 * first quote in a conversation; its stylesheet comes with it.
 */
export default function QuoteCard({ message, fallback, onFillComposer }: QuoteCardProps) {
  const read = useQuote(message.sessionId, message.quoteId);
  if (read.state !== 'ready') return fallback;
  return (
    <QuoteDetails
      quote={read.quote}
      bookingPath={bookingPath(read.quote, message)}
      onFillComposer={onFillComposer}
    />
  );
}

interface QuoteDetailsProps {
  readonly quote: Quote;
  readonly bookingPath: string;
  readonly onFillComposer: QuoteCardProps['onFillComposer'];
}

function QuoteDetails({ quote, bookingPath, onFillComposer }: QuoteDetailsProps) {
  const ref = useRef<HTMLElement>(null);
  useChunkStyles(ref, css);
  const titleId = useId();
  // When the card was shown: a quote that expires while on screen says so next time.
  const [now] = useState(Date.now);
  const size = VEHICLE_SIZE_LABELS[quote.size];
  const valid = quoteValid(quote, now);
  return (
    <article
      ref={ref}
      className="quote"
      aria-labelledby={titleId}
      data-state={valid ? 'valid' : 'expired'}
    >
      <header className="quote-head">
        <h3 id={titleId} className="quote-title">
          {QUOTE_TEXTS.card}
        </h3>
        <span className="quote-size">
          {size.name}
          {size.cars ? ` (${size.cars})` : ''}
        </span>
      </header>
      <ul className="quote-items">
        {quote.items.map((item) => (
          <li key={item.service}>
            <p className="quote-line">
              <Line
                label={item.serviceName}
                amount={formatPounds(
                  item.addOns.reduce((rest, addOn) => rest - addOn.price, item.price),
                )}
              />
            </p>
            {item.addOns.length > 0 ? (
              <ul className="quote-add-ons">
                {item.addOns.map((addOn) => (
                  <li key={addOn.name} className="quote-line">
                    <Line label={addOn.name} amount={formatPounds(addOn.price)} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="quote-sums">
        {quote.adjustment ? (
          <div className="quote-line quote-adjusted">
            <dt className="quote-label">{QUOTE_TEXTS.adjusted}</dt>
            <dd className="quote-amount">{signedPounds(quote.adjustment.amount)}</dd>
            <dd className="quote-reason">{quote.adjustment.reason}</dd>
          </div>
        ) : null}
        <div className="quote-line quote-total">
          <dt className="quote-label">{QUOTE_TEXTS.total}</dt>
          <dd className="quote-amount">{formatPounds(quote.total)}</dd>
        </div>
        <div className="quote-line">
          <dt className="quote-label">{QUOTE_TEXTS.duration}</dt>
          <dd className="quote-amount">{formatLength(quote.length)}</dd>
        </div>
      </dl>
      {valid ? (
        <>
          <p className="quote-valid">{QUOTE_TEXTS.validUntil(validDay(quote.validUntil))}</p>
          <SiteAnchor className="quote-action" path={bookingPath}>
            {QUOTE_TEXTS.book}
          </SiteAnchor>
        </>
      ) : (
        <>
          <p className="quote-valid">{QUOTE_TEXTS.expired}</p>
          {onFillComposer ? (
            <button
              type="button"
              className="quote-action quote-again"
              onClick={() => onFillComposer(NEW_QUOTE_REQUEST)}
            >
              {QUOTE_TEXTS.askAgain}
            </button>
          ) : null}
        </>
      )}
    </article>
  );
}
