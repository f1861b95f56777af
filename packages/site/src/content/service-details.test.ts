import { describe, expect, it } from 'vitest';
import { business } from '@detailing/ui';
import { CATALOGUE, serviceBySlug } from './catalogue';
import {
  SERVICE_DETAILS,
  SERVICE_SLUGS,
  serviceDetail,
  type ServiceDetail,
} from './service-details';

type Kind = ServiceDetail['kind'];

function isKind<K extends Kind>(
  page: ServiceDetail,
  kind: K,
): page is Extract<ServiceDetail, { kind: K }> {
  return page.kind === kind;
}

/** The page for a slug, which must use the layout `kind`. */
function detail<K extends Kind>(slug: string, kind: K): Extract<ServiceDetail, { kind: K }> {
  const page = serviceDetail(slug);
  if (!page || !isKind(page, kind)) throw new Error(`${slug} is not a ${kind} page`);
  return page;
}

describe('service detail pages', () => {
  it("has the spec's 16 slugs, in the spec's order, each with its page", () => {
    expect(SERVICE_SLUGS).toEqual([
      'ppf',
      'brake-caliper-painting',
      'wheel-refurbishment',
      'leather-restoration',
      'complete-interior-detail',
      'leather-deep-clean',
      'in-depth-interior-detail',
      'headlight-restoration',
      'engine-bay-detail',
      'soft-top-clean-and-seal',
      'paint-correction',
      'decontamination-wash',
      'maintenance-detail-in-out',
      'ceramic-coating',
      'ceramic-extras',
      'annual-ceramic-coating-maintenance-wash',
    ]);
    for (const slug of SERVICE_SLUGS) expect(serviceDetail(slug)?.slug).toBe(slug);
    expect(serviceDetail('full-paint-correction-including-wet-sand')).toBeUndefined();
  });

  it('uses the special layouts only for the three ceramic pages', () => {
    const kinds = Object.fromEntries(
      SERVICE_SLUGS.map((slug) => [slug, SERVICE_DETAILS[slug].kind]),
    );
    expect(kinds).toMatchObject({
      'ceramic-coating': 'ceramic-coating',
      'ceramic-extras': 'ceramic-extras',
      'annual-ceramic-coating-maintenance-wash': 'maintenance-wash',
    });
    expect(Object.values(kinds).filter((kind) => kind === 'standard')).toHaveLength(13);
  });

  it('shows the same price and duration as the catalogue on every page', () => {
    for (const slug of SERVICE_SLUGS) {
      const entry = serviceBySlug(slug);
      expect(SERVICE_DETAILS[slug].details, slug).toMatchObject({
        price: entry?.price,
        duration: entry?.duration,
      });
    }
  });

  it('labels the quote buttons as the spec says, each going to /book-online with its service', () => {
    const labels = Object.fromEntries(
      SERVICE_SLUGS.map((slug) => [slug, SERVICE_DETAILS[slug].cta.label]),
    );
    expect(labels).toEqual({
      ppf: 'Request a Quote',
      'brake-caliper-painting': 'Request a Quote from £300',
      'wheel-refurbishment': 'from £100 per wheel',
      'leather-restoration': 'from £100',
      'complete-interior-detail': 'Request a Quote',
      'leather-deep-clean': 'Request a Quote',
      'in-depth-interior-detail': 'Request a Quote',
      'headlight-restoration': 'Request a Quote',
      'engine-bay-detail': 'Request a Quote',
      'soft-top-clean-and-seal': 'Request a Quote',
      'paint-correction': 'Request a Quote',
      'decontamination-wash': 'Request a Quote',
      'maintenance-detail-in-out': 'Request a Quote',
      'ceramic-coating': 'Request a Quote',
      'ceramic-extras': 'Request a Quote',
      'annual-ceramic-coating-maintenance-wash': 'Request a Quote',
    });
    for (const slug of SERVICE_SLUGS) {
      expect(SERVICE_DETAILS[slug].cta.href).toBe(`/book-online/${slug}`);
    }
  });

  it('shows PPF as Quote Required', () => {
    expect(detail('ppf', 'standard').details.price).toBe('Quote Required');
  });

  it('offers optional OEM logo decals with brake caliper painting', () => {
    expect(detail('brake-caliper-painting', 'standard').addOn?.name).toMatch(/OEM logo decals/i);
  });

  it('splits the maintenance detail into exterior and interior lists, £75 every 4 to 12 weeks', () => {
    const page = detail('maintenance-detail-in-out', 'standard');
    expect(page.included.map((section) => section.heading)).toEqual([
      'Exterior Includes',
      'Interior Includes',
    ]);
    expect(page.details).toMatchObject({ price: '£75', recommended: 'Every 4 to 12 weeks' });
  });

  it('recommends the £100 decontamination wash every 6 to 12 months', () => {
    expect(detail('decontamination-wash', 'standard').details).toMatchObject({
      price: '£100',
      recommended: 'Every 6 to 12 months',
    });
  });

  it('gives every standard page a list, ideal-for points and a pairing note', () => {
    for (const slug of SERVICE_SLUGS) {
      const page = SERVICE_DETAILS[slug];
      if (page.kind !== 'standard') continue;
      expect(page.included.length, slug).toBeGreaterThan(0);
      for (const section of page.included) expect(section.items.length, slug).toBeGreaterThan(2);
      expect(page.idealFor.length, slug).toBeGreaterThan(1);
      expect(page.pairing, slug).not.toBe('');
    }
  });

  it('titles the ceramic coating page "Ceramic Coating Services", POA, with 1, 3 or 5 years', () => {
    const page = detail('ceramic-coating', 'ceramic-coating');
    expect(page.title).toBe('Ceramic Coating Services');
    expect(page.details.price).toBe('POA');
    expect(page.protectionYears).toEqual([1, 3, 5]);
    expect(page.protectionOptions.map((option) => option.years)).toEqual([1, 3, 5]);
    expect(page.preparation.steps.length).toBeGreaterThan(2);
    expect(page.benefits.items.length).toBeGreaterThan(2);
  });

  it('offers three ceramic extras giving 1-5 years, at £150 each or £350 for all three', () => {
    const page = detail('ceramic-extras', 'ceramic-extras');
    expect(page.extras.map((extra) => extra.name)).toEqual([
      'Wheel Coating',
      'Exterior Trim Coating',
      'Glass Coating',
    ]);
    for (const extra of page.extras) {
      expect(extra.icon).not.toBe('');
      expect(extra.description).not.toBe('');
      expect(extra.points.length).toBeGreaterThan(1);
    }
    expect(page.protection).toBe('1-5 years');
    expect(page.pricing).toMatchObject({
      eachLabel: '£150 each',
      bundleLabel: '£350 for all three',
    });
  });

  it('lists the five maintenance wash steps in order, £150, annually for 1-, 3- and 5-year coatings', () => {
    const page = detail('annual-ceramic-coating-maintenance-wash', 'maintenance-wash');
    expect(page.steps.map((step) => step.label)).toEqual([
      'pH-neutral contact wash',
      'Iron fallout removal',
      'Tar spot removal',
      'Ceramic-safe drying',
      'Ceramic Reload application',
    ]);
    for (const step of page.steps) expect(step.description).not.toBe('');
    expect(page.details.price).toBe('£150');
    expect(page.details.recommended).toMatch(/^Annually/);
    expect(page.forCoatingYears).toEqual([1, 3, 5]);
  });

  it('gives every page a search title under 60 characters and a 120-160 character description', () => {
    const titles = new Set<string>();
    for (const slug of SERVICE_SLUGS) {
      const { seo } = SERVICE_DETAILS[slug];
      expect(seo.title.length, seo.title).toBeLessThanOrEqual(60);
      expect(seo.title.endsWith(` | ${business.name}`), seo.title).toBe(true);
      expect(seo.description.length, seo.description).toBeGreaterThanOrEqual(120);
      expect(seo.description.length, seo.description).toBeLessThanOrEqual(160);
      titles.add(seo.title);
    }
    expect(titles.size).toBe(16);
  });

  it('never quotes a price in its copy that the catalogue does not list for that service', () => {
    for (const slug of SERVICE_SLUGS) {
      const page = SERVICE_DETAILS[slug];
      const price = serviceBySlug(slug)?.price ?? '';
      const copy = [page.intro, page.seo.description, 'pairing' in page ? page.pairing : ''].join(
        ' ',
      );
      for (const amount of copy.match(/£\d+/g) ?? [])
        expect(price, `${slug}: ${amount}`).toContain(amount);
    }
  });

  it('uses each catalogue entry’s image as its page hero', () => {
    for (const entry of CATALOGUE)
      expect(SERVICE_DETAILS[entry.id].heroImageKey).toBe(entry.imageKey);
  });
});
