import { useEffect } from 'react';
import { toast } from '@detailing/ui';
import { GallerySection } from './gallery/gallery-section';
import { Hero } from './hero/hero';
import { AboutSection } from './sections/about-section';
import { CeramicsSection } from './sections/ceramics-section';
import { ContactSection } from './sections/contact-section';
import { CoverageSection } from './sections/coverage-section';
import { DetailingSection } from './sections/detailing-section';
import { TestimonialsSection } from './sections/testimonials-section';

/** Shown when the relay sends a visitor back with `?form-submitted=true` (spec section 2). */
const CALLBACK_SENT_TOAST = {
  title: 'Callback Request Sent!',
  description: "Thanks! We'll be in touch shortly.",
} as const;

export function HomePage() {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('form-submitted') === 'true') {
      toast(CALLBACK_SENT_TOAST);
    }
  }, []);

  return (
    <>
      <Hero />
      <AboutSection />
      <CeramicsSection />
      <DetailingSection />
      <GallerySection />
      <TestimonialsSection />
      <CoverageSection />
      <ContactSection />
    </>
  );
}
