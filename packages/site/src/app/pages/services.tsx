import { ServicesPage } from '../../features/services/services-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

export const page: PageModule = {
  Page: ServicesPage,
  meta: {
    title: `Services & Prices | ${brand}`,
    description:
      'Car detailing, ceramic coating, paint correction, wheel and interior services with prices and durations, from a family-owned firm in Christchurch, Dorset.',
  },
};
