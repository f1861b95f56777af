import { describe, expect, it } from 'vitest';
import * as current from './current/index';
import { checkSiteContent, type SiteContent, withSeedDefaults } from './schema';
import { GALLERY_PHOTOS, SERVICE_CATEGORIES, SERVICE_SLUGS } from './slugs.js';

/** The seed, whole: what a fresh clone serves. */
const content: SiteContent = {
  business: current.business,
  home: current.home,
  services: current.services,
  pages: current.pages,
  booking: current.booking,
  hero: current.hero,
  testimonials: current.testimonials,
  gallery: current.gallery,
};

/** The seed with one change made by `edit` (on a deep copy). */
function edited(edit: (draft: SiteContent) => void): unknown {
  const draft = structuredClone(content);
  edit(draft);
  return draft;
}

const problemsOf = (input: unknown) => {
  const result = checkSiteContent(input);
  return result.ok ? [] : result.problems;
};

describe('the site content schema (OWNER-TOOLS.md 2)', () => {
  it('completes content published before a field or a service was added, from the seed', () => {
    const old = structuredClone(content) as unknown as Record<string, Record<string, unknown>>;
    const services = old.services as Record<string, Record<string, unknown>>;
    services['paint-correction'] = { ...services['paint-correction'], price: 'from £250' };
    delete services['paint-correction']?.duration; // a field the schema added since
    delete services.ppf; // a service added since
    services['retired-service'] = { name: 'Gone' }; // one the site no longer has
    const testimonials = old.testimonials as unknown as Record<string, unknown>[];
    delete testimonials[0]?.location; // optional, emptied by the owner: stays empty
    const completed = withSeedDefaults(old, content) as SiteContent;
    expect(problemsOf(completed)).toEqual([]);
    expect(completed.services['paint-correction']).toMatchObject({
      price: 'from £250',
      duration: content.services['paint-correction'].duration,
    });
    expect(completed.services.ppf).toEqual(content.services.ppf);
    expect(completed.services).not.toHaveProperty('retired-service');
    expect(completed.testimonials[0]).not.toHaveProperty('location');
  });

  it('places every service in exactly one category', () => {
    const placed = SERVICE_CATEGORIES.flatMap(([, slugs]) => slugs);
    expect([...placed].sort()).toEqual([...SERVICE_SLUGS].sort());
  });

  it('takes the seed as it is: what a fresh clone serves', () => {
    expect(checkSiteContent(content)).toEqual({ ok: true, content });
    expect(Object.keys(content.services).sort()).toEqual([...SERVICE_SLUGS].sort());
    expect(content.gallery).toHaveLength(GALLERY_PHOTOS);
  });

  it('holds the spec’s prices and durations, verbatim', () => {
    const { services } = content;
    expect(services['maintenance-detail-in-out']).toMatchObject({
      name: 'In & Out Maintenance Detail',
      price: '£75',
      duration: '2-3 hours',
    });
    expect(services['paint-correction']).toMatchObject({
      price: 'from £200',
      duration: '1-5 days',
    });
    expect(services['ceramic-coating'].price).toBe('POA');
    expect(services.ppf).toMatchObject({ price: 'Quote Required', duration: 'Varies' });
  });

  it('refuses an empty price with the message for its field, and trims what it keeps', () => {
    expect(problemsOf(edited((d) => (d.services['paint-correction'].price = '  ')))).toEqual([
      {
        path: 'services.paint-correction.price',
        message: 'Please enter a price, e.g. £75, from £300 or POA.',
      },
    ]);
    const trimmed = checkSiteContent(edited((d) => (d.services.ppf.price = ' from £250 ')));
    expect(trimmed.ok && trimmed.content.services.ppf.price).toBe('from £250');
  });

  it('refuses text past its limit, a missing alt text, a fourth testimonial and unknown services', () => {
    expect(problemsOf(edited((d) => (d.services.ppf.description = 'x'.repeat(301))))).toEqual([
      { path: 'services.ppf.description', message: 'Please keep a description to 300 characters.' },
    ]);
    const noAlt = problemsOf(
      edited((d) => (d.gallery[2] = { photo: 'sitePhotos/abc123', alt: '' })),
    );
    expect(noAlt).toEqual([
      {
        path: 'gallery.2.alt',
        message: 'Please enter a description of the photo for people who cannot see it.',
      },
    ]);
    const fourth = edited((d) => d.testimonials.push({ name: 'Pat', text: 'Lovely job.' }));
    expect(problemsOf(fourth)).toEqual([
      { path: 'testimonials', message: 'There are 3 testimonials.' },
    ]);
    const extra = edited((d) => Object.assign(d.services, { 'free-valet': d.services.ppf }));
    expect(problemsOf(extra).map((p) => p.path)).toEqual(['services.free-valet']);
  });

  it('takes an uploaded photo by its id, and nothing that is not a photo reference', () => {
    expect(
      problemsOf(edited((d) => (d.gallery[0] = { photo: 'sitePhotos/Xy_9-z', alt: 'A bonnet' }))),
    ).toEqual([]);
    for (const photo of ['https://example.com/a.jpg', '../secrets', 'sitePhotos/a/b', '']) {
      expect(problemsOf(edited((d) => (d.gallery[0] = { photo, alt: 'A bonnet' })))).toEqual([
        { path: 'gallery.0.photo', message: 'Please choose a photo.' },
      ]);
    }
  });

  it('checks the business details: a phone of digits, an e-mail, a UK postcode, https pages', () => {
    const paths = (edit: (draft: SiteContent) => void) => problemsOf(edited(edit));
    expect(paths((d) => (d.business.phone.display = 'call us'))).toEqual([
      { path: 'business.phone.display', message: 'Please use digits, spaces and + ( ) only.' },
    ]);
    expect(paths((d) => (d.business.email = 'hello@'))).toEqual([
      { path: 'business.email', message: 'Please enter a valid e-mail address.' },
    ]);
    expect(paths((d) => (d.business.address.postcode = 'ZZZ'))).toEqual([
      {
        path: 'business.address.postcode',
        message: 'Please enter a UK postcode, or its first half.',
      },
    ]);
    expect(paths((d) => (d.business.address.postcode = 'BH23 1AA'))).toEqual([]);
    expect(
      paths((d) => (d.business.social[0] = { network: 'Facebook', url: 'http://example.com' })),
    ).toEqual([
      {
        path: 'business.social.0.url',
        message: 'Please enter the page’s address, starting with https://.',
      },
    ]);
  });

  it('holds booking’s catalogue: lengths in minutes or days, whole pounds, the areas covered', () => {
    const paths = (edit: (draft: SiteContent) => void) => problemsOf(edited(edit));
    // Today's "from £200" is the Small price (BOOKING.md 1).
    expect(content.booking['paint-correction']).toMatchObject({
      mode: 'Book online',
      length: { amount: 2, unit: 'days' },
      prices: { small: 200 },
    });
    expect(content.booking.ppf.mode).toBe('Quote required');
    const length = (amount: number, unit: 'minutes' | 'days') =>
      paths((d) => (d.booking['engine-bay-detail'].length = { amount, unit }));
    expect(length(90, 'minutes')).toEqual([]);
    expect(length(95, 'minutes')).toEqual([
      {
        path: 'booking.engine-bay-detail.length.amount',
        message: 'Please enter minutes in steps of 15, e.g. 150 for two and a half hours.',
      },
    ]);
    expect(length(11, 'days')).toEqual([
      {
        path: 'booking.engine-bay-detail.length.amount',
        message: 'Please keep it to 10 days.',
      },
    ]);
    expect(paths((d) => (d.booking.ppf.prices.van = 99.5))).toEqual([
      {
        path: 'booking.ppf.prices.van',
        message: 'Please enter a price in pounds as a whole number.',
      },
    ]);
    const areas = checkSiteContent(edited((d) => (d.business.coverage = [' so41 ', 'BH'])));
    expect(areas.ok && areas.content.business.coverage).toEqual(['SO41', 'BH']);
    expect(paths((d) => (d.business.coverage = ['BH23 1AA']))).toEqual([
      {
        path: 'business.coverage.0',
        message: 'Please enter a postcode’s letters, e.g. BH, or its first half, e.g. SO41.',
      },
    ]);
  });
});
