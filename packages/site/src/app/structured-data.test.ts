import { describe, expect, it } from 'vitest';
import { businessJsonLd, offerPrice } from './structured-data';

describe('structured data', () => {
  it('reads exact and starting prices, and none from POA or a quote', () => {
    expect(offerPrice('£75')).toEqual({ price: '75', minimum: false });
    expect(offerPrice('from £300')).toEqual({ price: '300', minimum: true });
    expect(offerPrice('£150 each or all 3 for £350')).toEqual({ price: '150', minimum: true });
    expect(offerPrice('POA')).toBeUndefined();
    expect(offerPrice('Quote Required')).toBeUndefined();
  });

  it('describes the business with its phone, area and all 16 services', () => {
    const data = businessJsonLd();
    expect(data.telephone).toBe('+447700900461');
    expect(data.areaServed.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Bournemouth', 'Poole', 'Lymington', 'Ringwood', 'New Forest']),
    );
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(16);
  });
});
