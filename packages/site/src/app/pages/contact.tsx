import { business } from '../../content/business';
import { ContactPage } from '../../features/contact/contact-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

export const page: PageModule = {
  Page: ContactPage,
  meta: {
    title: `Contact Us | ${brand}`,
    description: `Call ${business.phone.display} or e-mail ${business.email} to talk about detailing, paint correction or ceramic coating for your vehicle.`,
  },
};
