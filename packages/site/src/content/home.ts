import { business } from './business';
import { hero as heroContent } from '@detailing/site-content/current/hero';
import { home as texts } from '@detailing/site-content/current/home';
import { HERO_IMAGE_KEYS, type ImageKey, serviceImageKey } from './image-keys';

export interface Link {
  label: string;
  href: string;
}

export interface HeroSlide {
  imageKey: ImageKey;
  /** The slides are a decorative backdrop to the heading; this describes the photo if needed. */
  alt: string;
}

export interface Card {
  title: string;
  text: string;
  /** Key of an inline SVG icon drawn by the section. */
  icon?: 'bespoke' | 'expertise' | 'contact';
  imageKey?: ImageKey;
  link?: Link;
}

/** Cards: the owner's titles and texts, in order, with what the page gives each. */
function withCards(
  cardTexts: readonly { title: string; text: string }[],
  extras: readonly Omit<Card, 'title' | 'text'>[],
): Card[] {
  return cardTexts.map((card, index) => ({ ...card, ...extras[index] }));
}

export const hero: {
  heading: string;
  text: string;
  slides: readonly HeroSlide[];
  primary: Link;
  secondary: Link;
} = {
  // The heading, text and photos are the owner's (the site's content); the buttons are the spec's.
  heading: heroContent.heading,
  text: heroContent.text,
  slides: HERO_IMAGE_KEYS.map((imageKey, index) => ({
    imageKey,
    alt: heroContent.slides[index]?.alt ?? '',
  })),
  primary: { label: 'Book Your Transformation', href: '/book-online' },
  secondary: { label: 'Explore Services', href: '/services' },
};

// The texts are the owner's (the site's content: @detailing/site-content/current/home); the
// icons, photos, links and buttons are the page's, with the spec's words.

/** About (Our Story), with its three cards. */
export const about: {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  cards: readonly Card[];
} = {
  eyebrow: texts.about.eyebrow,
  heading: texts.about.heading,
  paragraphs: texts.about.paragraphs,
  cards: withCards(texts.about.cards, [
    { icon: 'bespoke' },
    { icon: 'expertise' },
    { icon: 'contact', link: { label: 'Contact Us', href: '/contact' } },
  ]),
};

/** Ceramic coatings, with three cards. */
export const ceramics: { heading: string; text: string; cards: readonly Card[] } = {
  heading: texts.ceramics.heading,
  text: texts.ceramics.text,
  cards: withCards(
    texts.ceramics.cards,
    (['ceramic-coating', 'ceramic-extras', 'annual-ceramic-coating-maintenance-wash'] as const).map(
      (slug) => ({
        imageKey: serviceImageKey(slug),
        link: { label: 'Learn More', href: `/services/${slug}` },
      }),
    ),
  ),
};

/** Car detailing: the first three Maintenance services (see homeDetailingServices()). */
export const detailing = {
  heading: texts.detailing.heading,
  text: texts.detailing.text,
  link: { label: 'Explore All Services', href: '/services' },
} as const;

export const showcase = { heading: texts.showcase.heading, text: texts.showcase.text } as const;

export const testimonialsSection = { heading: texts.testimonials.heading } as const;

/** Where We Cover: Christchurch and the towns around it, and a way to talk to staff. */
export const coverage = {
  heading: texts.coverage.heading,
  text: texts.coverage.text,
  towns: business.areaServed,
  chat: { text: texts.coverage.chatText, label: 'Chat With Us' },
} as const;

/** Contact (Schedule a Consultation), above the callback form. */
export const consultation = {
  heading: texts.consultation.heading,
  text: texts.consultation.text,
} as const;

/** The popup shown 3 s after the first load of a browser session. */
export const consultationPopup = {
  title: texts.popup.title,
  text: texts.popup.text,
  button: { label: 'Get My Free Quote', href: '/contact' },
} as const;
