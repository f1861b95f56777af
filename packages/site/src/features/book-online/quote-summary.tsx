import {
  formatLength,
  formatPounds,
  jobTitle,
  type PricedJob,
  QUOTE_BOOKING_TEXTS as Q,
} from '@detailing/core/booking';
import { VEHICLE_SIZE_LABELS } from '@detailing/site-content/vehicles';
import { buttonProps } from '../../components/button/button';
import { business, telHref } from '../../content/business';
import { BOOK_ONLINE_TEXTS as T } from '../../content/book-online';
import { openChat } from '../../lib/chat';
import { styles } from './book-online-styles';
import type { HeldQuote } from './use-quote';

/**
 * Step 1 for a quote from the chat (BOOKING.md 5): its services, size, total and length as the
 * quote holds them, with nothing to change (the endpoint books the quote as it stands).
 */
export function QuoteSummary({ quote, onRetry }: { quote: HeldQuote; onRetry: () => void }) {
  if (quote.state === 'loading') {
    return (
      <p className={styles.hint} role="status">
        {T.quoteLoading}
      </p>
    );
  }
  if (quote.state === 'failed') {
    return (
      <p className={styles.problem} role="alert">
        {T.quoteFailed}{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {T.retry}
        </button>
      </p>
    );
  }
  if (quote.state !== 'ready') return null;
  return <QuotedJob job={quote.job} />;
}

function QuotedJob({ job }: { job: PricedJob }) {
  const items = [
    { service: job.service, serviceName: job.serviceName, addOns: job.addOns },
    ...(job.extras ?? []),
  ];
  return (
    <>
      <p className={styles.quoteTitle}>
        {Q.fromQuote}: <strong>{jobTitle(job)}</strong>
      </p>
      <ul className={styles.quoteItems}>
        {items.map((item) => (
          <li key={item.service}>
            {item.serviceName}
            {item.addOns.length > 0 ? ` with ${item.addOns.map((a) => a.name).join(', ')}` : ''}
          </li>
        ))}
      </ul>
      <p className={styles.hint}>
        {T.size}: {VEHICLE_SIZE_LABELS[job.size].name}. {Q.fixed}
      </p>
      <p className={styles.total}>
        {T.total}: <strong>{formatPounds(job.total)}</strong>
        <span className={styles.length}> · {formatLength(job.length)}</span>
      </p>
    </>
  );
}

/**
 * A quote that cannot be booked (expired, booked already, not found): the endpoint's words with
 * our number, a way back to the chat for a new one, and the booking without it.
 */
export function QuoteRefusal({ problem }: { problem: string }) {
  return (
    <div className={styles.result}>
      <h2 ref={(heading) => heading?.focus()} tabIndex={-1}>
        {T.quoteRefused}
      </h2>
      <p role="alert">{problem}</p>
      <p className={styles.actions}>
        <a href="/contact" onClick={openChat} {...buttonProps('primary')}>
          {Q.askAgain}
        </a>
        <a href={telHref} {...buttonProps('outline')}>
          Call {business.phone.display}
        </a>
      </p>
      <p>
        <a href="/book-online">{Q.bookWithout}</a>
      </p>
    </div>
  );
}
