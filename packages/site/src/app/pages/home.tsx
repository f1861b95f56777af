import { HomePage } from '../../features/home/home-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

export const page: PageModule = {
  Page: HomePage,
  meta: {
    title: `Car Detailing & Ceramic Coatings in Dorset and Hampshire | ${brand}`,
    description:
      'Family-owned car detailing and ceramic coating specialists in Christchurch, serving Dorset and West Hampshire with over 14 years of experience.',
  },
};
