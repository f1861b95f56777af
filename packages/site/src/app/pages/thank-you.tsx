import { ThankYouPage } from '../../features/thank-you/thank-you-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

export const page: PageModule = {
  Page: ThankYouPage,
  meta: {
    title: `Thank You | ${brand}`,
    description: 'Your request has been sent. We will be in touch shortly.',
    unlisted: true,
  },
};
