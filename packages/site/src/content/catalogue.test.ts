import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CATEGORY_ORDER,
  homeDetailingServices,
  serviceBySlug,
  servicesByCategory,
} from './catalogue';
import { SERVICE_SLUGS } from './service-details';

/** The spec's "Catalogue contents" table (section 3), copied literally, in order. */
const SPEC_TABLE = `
| Maintenance | In & Out Maintenance Detail | £75 | 2-3 hours |
| Maintenance | Decontamination Wash | £100 | 3-4 hours |
| Maintenance | In-Depth Interior Detail | £175 | 4+ hours |
| Maintenance | Complete Interior Detail | from £300 | 5+ hours |
| Maintenance | Leather Deep Clean & Protection | £125 | 3-4 hours |
| Ceramics | Annual Ceramic Coating Maintenance Wash | £150 | 3-4 hours |
| Ceramics | Ceramic Coating | POA | 1-3 days |
| Ceramics | Ceramic Coating Extras (wheels, trim, glass) | £150 each or all 3 for £350 | 2-4 hours |
| Restoration | Paint Correction | from £200 | 1-5 days |
| Restoration | Headlight Restoration | £100 | 1-2 hours |
| Restoration | Leather Recolour & Restoration | from £100 | 1-2 days |
| Wheels & Brakes | Wheel Refurbishment | from £100 per wheel | 1-2 days |
| Wheels & Brakes | Brake Caliper Painting | from £300 | 1 day |
| Add-ons | Soft Top Clean & Seal | £150 | 3-4 hours |
| Add-ons | Engine Bay Detail | £150 | 1-2 hours |
| Add-ons | PPF (Paint Protection Film) | Quote Required | Varies |
`;

const specRows = SPEC_TABLE.trim()
  .split('\n')
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

/** Catalogue name -> its own detail page (INTERPRETATION.md, "Catalogue links"). */
const DETAIL_URLS: Record<string, string> = {
  'In & Out Maintenance Detail': '/services/maintenance-detail-in-out',
  'Decontamination Wash': '/services/decontamination-wash',
  'In-Depth Interior Detail': '/services/in-depth-interior-detail',
  'Complete Interior Detail': '/services/complete-interior-detail',
  'Leather Deep Clean & Protection': '/services/leather-deep-clean',
  'Annual Ceramic Coating Maintenance Wash': '/services/annual-ceramic-coating-maintenance-wash',
  'Ceramic Coating': '/services/ceramic-coating',
  'Ceramic Coating Extras (wheels, trim, glass)': '/services/ceramic-extras',
  'Paint Correction': '/services/paint-correction',
  'Headlight Restoration': '/services/headlight-restoration',
  'Leather Recolour & Restoration': '/services/leather-restoration',
  'Wheel Refurbishment': '/services/wheel-refurbishment',
  'Brake Caliper Painting': '/services/brake-caliper-painting',
  'Soft Top Clean & Seal': '/services/soft-top-clean-and-seal',
  'Engine Bay Detail': '/services/engine-bay-detail',
  'PPF (Paint Protection Film)': '/services/ppf',
};

describe('the service catalogue', () => {
  it("lists the spec's 16 services with their category, name, price and duration, in table order", () => {
    expect(specRows).toHaveLength(16);
    expect(
      CATALOGUE.map((entry) => [entry.category, entry.name, entry.price, entry.duration]),
    ).toEqual(specRows);
  });

  it('groups categories in the order Maintenance, Ceramics, Restoration, Wheels & Brakes, Add-ons', () => {
    expect(CATEGORY_ORDER).toEqual([
      'Maintenance',
      'Ceramics',
      'Restoration',
      'Wheels & Brakes',
      'Add-ons',
    ]);
    const groups = servicesByCategory();
    expect(groups.map((group) => group.category)).toEqual(CATEGORY_ORDER);
    expect(groups.flatMap((group) => group.services)).toEqual(CATALOGUE);
  });

  it('sends every Learn More to the entry’s own detail page, one of the 16 slugs', () => {
    const urls = CATALOGUE.map((entry) => entry.detailPageUrl);
    expect(new Set(urls).size).toBe(16);
    for (const entry of CATALOGUE) {
      expect(entry.detailPageUrl).toBe(DETAIL_URLS[entry.name]);
      expect(SERVICE_SLUGS).toContain(entry.detailPageUrl.replace('/services/', ''));
      expect(entry.isDetailPage).toBe(true);
    }
  });

  it('has no "what\'s included" lists and no external booking links yet', () => {
    for (const entry of CATALOGUE) {
      expect(entry.inclusions).toEqual([]);
      expect(entry.bookingUrl).toBeUndefined();
    }
  });

  it('gives every service a description and its own image', () => {
    expect(new Set(CATALOGUE.map((entry) => entry.imageKey)).size).toBe(16);
    for (const entry of CATALOGUE) expect(entry.description.length).toBeGreaterThan(40);
  });

  it('shows the first three Maintenance services on the home page', () => {
    expect(homeDetailingServices().map((entry) => entry.name)).toEqual([
      'In & Out Maintenance Detail',
      'Decontamination Wash',
      'In-Depth Interior Detail',
    ]);
  });

  it('finds an entry by its detail page slug, and nothing for an unknown slug', () => {
    expect(serviceBySlug('ppf')?.price).toBe('Quote Required');
    expect(serviceBySlug('ceramic-extras')?.name).toBe(
      'Ceramic Coating Extras (wheels, trim, glass)',
    );
    expect(serviceBySlug('not-a-service')).toBeUndefined();
  });

  it('does maintenance at the customer’s home or workplace and ceramic coating at the Christchurch setup', () => {
    for (const entry of CATALOGUE) {
      const expected =
        entry.category === 'Maintenance'
          ? 'mobile'
          : entry.id === 'ceramic-coating'
            ? 'ceramic-studio'
            : 'unit';
      expect(entry.location, entry.name).toBe(expected);
    }
  });
});
