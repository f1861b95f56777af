import { BookingPage } from '../../features/booking/booking-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

const meta = {
  title: `Book a Service | ${brand}`,
  description:
    'Request a callback to book car detailing, paint correction or ceramic coating in Dorset and West Hampshire. Just your name and number; no payment online.',
};

export const page: PageModule = { Page: BookingPage, meta };
