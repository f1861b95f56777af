import type { ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { PageMeta } from './page-meta';

export interface PageRoute {
  path: string;
  meta: PageMeta;
  Page: ComponentType;
}

/** Every public route that is prerendered. */
export const routes: readonly PageRoute[] = [
  {
    path: '/',
    meta: {
      title: 'Car Detailing & Ceramic Coatings in Dorset and Hampshire | Harbour & Heath Detailing',
      description:
        'Family-owned car detailing and ceramic coating specialists in Christchurch, serving Dorset and West Hampshire with over 14 years of experience.',
    },
    Page: HomePage,
  },
];

export const notFoundRoute: PageRoute = {
  path: '/404',
  meta: {
    title: 'Page Not Found | Harbour & Heath Detailing',
    description: 'The page you were looking for could not be found.',
    noindex: true,
  },
  Page: NotFoundPage,
};

const byPath = new Map(routes.map((route) => [route.path, route]));

/** The route for a location path (trailing slash ignored), or the 404 route. */
export function routeFor(pathname: string): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path) ?? notFoundRoute;
}
