import { PUBLIC_ROUTES } from '@detailing/site/routes';
import { expect, test } from './fixtures';

test.describe('every public route is prerendered for visitors and crawlers', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} has its own head and readable content in the HTML`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? '';
      expect(title.length).toBeGreaterThan(10);
      expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body).toMatch(/<h1[^>]*>/);
      // Every public route is crawlable (the thank-you page too: it is only left out of the
      // sitemap); only the 404 page is noindex.
      expect(head).not.toContain('noindex');
      expect(head).toMatch(/<link rel="canonical" href="http[^"]+" \/>/);
    });
  }

  test('titles are unique across pages', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of PUBLIC_ROUTES.filter((r) => !r.startsWith('/booking-calendar'))) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(
        titles.get(title),
        `${route} repeats the title of ${titles.get(title)}`,
      ).toBeUndefined();
      titles.set(title, route);
    }
  });

  test('legacy booking-calendar pages point their canonical link at the service page', async ({
    request,
  }) => {
    for (const [legacy, slug] of [
      ['/booking-calendar/paint-correction-1', 'paint-correction'],
      ['/booking-calendar/decontamination-wash-1', 'decontamination-wash'],
    ] as const) {
      const html = await (await request.get(legacy)).text();
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="http[^"]+/services/${slug}" />`),
      );
    }
  });

  test('sitemap lists the canonical pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    );
    expect(locs).toContain('/');
    expect(locs).toContain('/services/ceramic-coating');
    expect(locs).not.toContain('/thank-you');
    expect(locs).not.toContain('/booking-calendar/paint-correction-1');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http\S+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /admin/');
  });

  test('the home page describes the business in JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
    );
    const business = blocks.find((b) => b['@type'] === 'AutoRepair' || b['@type'] === 'AutoWash');
    expect(business).toBeTruthy();
    expect(business).toMatchObject({
      name: 'Harbour & Heath Detailing',
      telephone: '+447700900461',
    });
    expect(JSON.stringify(business)).toContain('Bournemouth');
    expect(JSON.stringify(business)).toContain('Ceramic Coating');
  });
});
