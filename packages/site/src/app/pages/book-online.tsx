import { BOOKABLE_SERVICES } from '../../content/book-online';
import { serviceBySlug } from '../../content/catalogue';
import type { ServiceSlug } from '../../content/image-keys';
import { BookOnlinePage } from '../../features/book-online/book-online-page';
import { useQuoteParam } from '../../features/book-online/use-quote';
import { BookingPage } from '../../features/booking/booking-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

const meta = {
  title: `Book Online | ${brand}`,
  description:
    'Book car detailing, paint correction or a ceramic coating online: choose your service and vehicle size, see the price and pick a free time. Christchurch, Dorset.',
};

/** /book-online: online booking with live availability (BOOKING.md 3). */
export const page: PageModule = { Page: BookOnlinePage, meta };

/**
 * /book-online/{slug} (a service page's button): the booking with that service chosen, or, for
 * a service that needs a quote, the callback form with it; prerendered either way, so that it
 * works without JavaScript. Canonical to /book-online. A quote from the chat (`?quote=`) is
 * booked here too, whatever its first service: once hydrated, the page is the booking.
 */
export function bookOnlinePageFor(slug: ServiceSlug): PageModule {
  const service = serviceBySlug(slug)?.name;
  if (service === undefined) throw new Error(`No catalogue entry for /book-online/${slug}`);
  const bookable = BOOKABLE_SERVICES.includes(slug);
  return {
    Page: bookable
      ? function ServiceBookOnlinePage() {
          return <BookOnlinePage service={slug} />;
        }
      : function ServiceQuotePage() {
          return useQuoteParam() === null ? (
            <BookingPage service={service} />
          ) : (
            <BookOnlinePage service={slug} />
          );
        },
    meta: { ...meta, title: `Book ${service} | ${brand}`, canonicalPath: '/book-online' },
  };
}
