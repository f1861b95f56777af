import { business } from '../../content/business';
import { PrivacyPage } from '../../features/privacy/privacy-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

export const page: PageModule = {
  Page: PrivacyPage,
  meta: {
    title: `Privacy Notice | ${brand}`,
    description: `How ${business.name} uses what you send through the live chat and the callback, booking and contact forms, how long it is kept, and your rights under UK GDPR.`,
  },
};
