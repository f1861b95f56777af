import { describe, expect, it } from 'vitest';
import { gallery } from './gallery';
import { about, ceramics, consultationPopup, coverage, hero } from './home';
import { IMAGE_KEYS } from './image-keys';
import { testimonials } from './testimonials';

describe('home page content', () => {
  it('shows 20 gallery images, each with its own image and a meaningful, unique alt text', () => {
    expect(gallery).toHaveLength(20);
    expect(new Set(gallery.map((image) => image.imageKey)).size).toBe(20);
    expect(new Set(gallery.map((image) => image.alt)).size).toBe(20);
    for (const image of gallery) {
      expect(image.alt.trim().length, image.imageKey).toBeGreaterThan(15);
      expect(image.alt).not.toMatch(/^(image|photo|picture)\b/i);
      expect(IMAGE_KEYS).toContain(image.imageKey);
    }
  });

  it('has exactly three testimonials, each with a name and words', () => {
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(testimonial.name).not.toBe('');
      expect(testimonial.text.length).toBeGreaterThan(40);
    }
  });

  it('tells Our Story with the cards Bespoke Packages, Trusted Expertise and Get In Touch', () => {
    expect(about.eyebrow).toBe('Our Story');
    expect(about.cards.map((card) => card.title)).toEqual([
      'Bespoke Packages',
      'Trusted Expertise',
      'Get In Touch',
    ]);
    const text = [...about.paragraphs, ...about.cards.map((card) => card.text)].join(' ');
    expect(text).toMatch(/over 14 years of experience/i);
    expect(text).toMatch(/bespoke packages/i);
  });

  it('has three ceramic coating cards linking to the ceramic pages', () => {
    expect(ceramics.cards.map((card) => card.link?.href)).toEqual([
      '/services/ceramic-coating',
      '/services/ceramic-extras',
      '/services/annual-ceramic-coating-maintenance-wash',
    ]);
  });

  it('covers Christchurch, Bournemouth, Poole, Lymington, Ringwood and the New Forest', () => {
    expect(coverage.heading).toBe('Where We Cover');
    expect([...coverage.towns].sort()).toEqual(
      ['Bournemouth', 'Christchurch', 'Lymington', 'Poole', 'Ringwood', 'the New Forest'].sort(),
    );
  });

  it('offers a free, no-obligation consultation that leads to /contact', () => {
    expect(consultationPopup.title).toBe('Free Personalised Consultation');
    expect(consultationPopup.text).toMatch(/free, no-obligation quote tailored to/);
    expect(consultationPopup.button).toEqual({ label: 'Get My Free Quote', href: '/contact' });
  });

  it('cross-fades at least three hero slides, with the spec’s two buttons', () => {
    expect(hero.slides.length).toBeGreaterThanOrEqual(3);
    expect(hero.primary).toEqual({ label: 'Book Your Transformation', href: '/book-online' });
    expect(hero.secondary).toEqual({ label: 'Explore Services', href: '/services' });
  });
});
