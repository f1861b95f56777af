import { NotFoundPage } from '../../features/not-found/not-found-page';
import { brand } from '../brand';
import type { PageModule } from './page-module';

export const page: PageModule = {
  Page: NotFoundPage,
  meta: {
    title: `Page Not Found | ${brand}`,
    description: 'The page you were looking for could not be found.',
    noindex: true,
  },
};
