import type { ServiceSlug } from '@detailing/site-content/slugs';
import { Link } from 'wouter';
import { PageHero } from '../../components/page-hero/page-hero';
import { business, telHref } from '../../content/business';
import {
  BOOK_ONLINE_TEXTS as T,
  BOOKING_CATALOGUE,
  QUOTE_SERVICES,
} from '../../content/book-online';
import { BOOK_ONLINE_CSS, styles } from './book-online-styles';
import { BookingForm } from './booking-form';
import { useQuote } from './use-quote';

/**
 * /book-online (BOOKING.md 3), and /book-online/{slug} with that service chosen; with
 * `?quote=` (the chat's "Book this", BOOKING.md 5), the quote's job as it stands.
 */
export function BookOnlinePage({ service }: { service?: ServiceSlug }) {
  const [quote, retryQuote] = useQuote();
  const quoted = QUOTE_SERVICES.map((slug) => BOOKING_CATALOGUE[slug].name).join(' and ');
  return (
    <>
      {/* Our own build's CSS, the same string on the server and in the browser. */}
      <style dangerouslySetInnerHTML={{ __html: BOOK_ONLINE_CSS }} />
      <PageHero eyebrow={T.eyebrow} title={T.title}>
        <p>{T.lede}</p>
      </PageHero>
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <BookingForm
            {...(service ? { initial: service } : {})}
            quote={quote}
            onQuoteRetry={retryQuote}
          />
          <aside className={styles.aside}>
            <h2>{T.quoteNote}</h2>
            <p>
              {quoted} need a look at your vehicle first. <Link href="/booking">{T.quoteLink}</Link>{' '}
              and we will call you back.
            </p>
            <p>
              Prefer to talk? Call <a href={telHref}>{business.phone.display}</a>.
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
