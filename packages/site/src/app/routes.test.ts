import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_SERVICE_ROUTES,
  LEGACY_REDIRECTS,
  PUBLIC_ROUTES,
  SERVICE_SLUGS,
} from './public-routes';
import { notFoundRoute, routeFor, routes } from './routes';

const siteRoot = path.resolve(import.meta.dirname, '../..');
const firebaseJson = path.resolve(siteRoot, '../../firebase.json');

describe('the site’s public URLs', () => {
  it('prerenders every public route, in the site’s order, then each service’s booking form, each with a page module that exists', () => {
    expect(routes.map((route) => route.path)).toEqual([
      ...PUBLIC_ROUTES,
      ...SERVICE_SLUGS.map((slug) => `/book-online/${slug}`),
    ]);
    for (const route of routes) {
      expect(existsSync(path.join(siteRoot, route.module)), route.module).toBe(true);
      expect(route.redirectTo).toBeUndefined();
    }
  });

  it('gives each of the 16 services its own page at /services/{slug}', () => {
    expect(SERVICE_SLUGS).toHaveLength(16);
    for (const slug of SERVICE_SLUGS) {
      expect(routeFor(`/services/${slug}`).module).toBe('src/app/pages/service-detail.tsx');
    }
  });

  it('gives each service a booking page of its own that names it, canonical to /book-online', async () => {
    expect(BOOKING_SERVICE_ROUTES).toHaveLength(16);
    const paint = await routeFor('/book-online/paint-correction').load();
    expect(paint.meta).toMatchObject({
      title: expect.stringMatching(/^Book Paint Correction \| /),
      canonicalPath: '/book-online',
    });
    expect(paint.Page.name).toBe('ServiceBookOnlinePage');
    // A service that needs a quote: the callback form with it.
    expect((await routeFor('/book-online/ppf').load()).Page.name).toBe('ServiceQuotePage');
  });

  it('has Hosting answer exactly the site’s legacy URLs with the same permanent redirects', () => {
    // Both ways: no redirect in firebase.json that the site does not know, none missing, and
    // the same destinations and status codes.
    const config: unknown = JSON.parse(readFileSync(firebaseJson, 'utf8'));
    expect(config).toHaveProperty('hosting.redirects', LEGACY_REDIRECTS);
  });

  it('follows the same legacy redirects when a visitor navigates inside the app', () => {
    for (const { source, destination } of LEGACY_REDIRECTS) {
      expect(routeFor(source).redirectTo).toBe(destination);
      expect(PUBLIC_ROUTES).toContain(destination);
    }
  });

  it('finds every public route with or without a trailing slash, and nothing else', () => {
    for (const path of PUBLIC_ROUTES) {
      expect(routeFor(path).path).toBe(path);
      if (path !== '/') expect(routeFor(`${path}/`).path).toBe(path);
    }
    expect(routeFor('/no-such-page')).toBe(notFoundRoute);
  });
});
