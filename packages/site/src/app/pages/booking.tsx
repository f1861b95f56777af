import { serviceBySlug } from '../../content/catalogue';
import type { ServiceSlug } from '../../content/image-keys';
import { BookingPage } from '../../features/booking/booking-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

const meta = {
  title: `Book a Service | ${brand}`,
  description:
    'Request a callback to book car detailing, paint correction or ceramic coating in Dorset and West Hampshire. Just your name and number; no payment online.',
};

export const page: PageModule = { Page: BookingPage, meta };

/** /book-online shows the same page, canonical to /booking. */
export const bookOnlinePage: PageModule = {
  Page: BookingPage,
  meta: { ...meta, canonicalPath: '/booking' },
};

/**
 * /book-online/{slug}: the same page with the service chosen, prerendered with it in the form
 * (public-routes.js), canonical to /booking.
 */
export function bookingPageFor(slug: ServiceSlug): PageModule {
  const service = serviceBySlug(slug)?.name;
  if (service === undefined) throw new Error(`No catalogue entry for /book-online/${slug}`);
  return {
    Page: function ServiceBookingPage() {
      return <BookingPage service={service} />;
    },
    meta: { ...meta, title: `Book ${service} | ${brand}`, canonicalPath: '/booking' },
  };
}
