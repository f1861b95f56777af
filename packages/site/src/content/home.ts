import { business } from '@detailing/ui/business';
import { hero as heroContent } from '@detailing/site-content/current/hero';
import { HERO_IMAGE_KEYS, type ImageKey } from './image-keys';

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

/** About (Our Story), with its three cards. */
export const about: {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  cards: readonly Card[];
} = {
  eyebrow: 'Our Story',
  heading: 'A Family Business Built on Care',
  paragraphs: [
    `${business.name} is a family-owned detailing and ceramic coating firm based in Christchurch, Dorset. For over ${business.yearsExperience} years we have cared for everything from family runabouts to classics and supercars across Dorset and West Hampshire.`,
    'Maintenance details come to you, at home or at work. Restoration, wheel and protection work is done at our unit, and ceramic coatings at our dedicated setup in Christchurch, where conditions are controlled for a flawless bond.',
  ],
  cards: [
    {
      title: 'Bespoke Packages',
      icon: 'bespoke',
      text: 'No two cars or owners are alike. We build bespoke packages around your vehicle, its condition and the way you use it.',
    },
    {
      title: 'Trusted Expertise',
      icon: 'expertise',
      text: `Over ${business.yearsExperience} years of experience, professional products and patient hand work on every car we touch.`,
    },
    {
      title: 'Get In Touch',
      icon: 'contact',
      text: 'Tell us about your car and what you would like from it, and we will recommend the right care, with no obligation.',
      link: { label: 'Contact Us', href: '/contact' },
    },
  ],
};

/** Ceramic coatings, with three cards. */
export const ceramics: { heading: string; text: string; cards: readonly Card[] } = {
  heading: 'Ceramic Coatings',
  text: 'Long-lasting gloss and protection that makes every wash easier, with coatings of 1, 3 or 5 years.',
  cards: [
    {
      title: 'Ceramic Coating',
      imageKey: 'service-ceramic-coating',
      text: 'Full paint preparation and a hard-wearing ceramic coating with 1, 3 or 5 years of protection.',
      link: { label: 'Learn More', href: '/services/ceramic-coating' },
    },
    {
      title: 'Ceramic Coating Extras',
      imageKey: 'service-ceramic-extras',
      text: 'Wheel, exterior trim and glass coatings that give 1-5 years of protection: £150 each or £350 for all three.',
      link: { label: 'Learn More', href: '/services/ceramic-extras' },
    },
    {
      title: 'Annual Maintenance Wash',
      imageKey: 'service-annual-ceramic-coating-maintenance-wash',
      text: 'A yearly decontamination and Ceramic Reload top-up for 1-, 3- and 5-year coatings, for £150.',
      link: { label: 'Learn More', href: '/services/annual-ceramic-coating-maintenance-wash' },
    },
  ],
};

/** Car detailing: the first three Maintenance services (see homeDetailingServices()). */
export const detailing = {
  heading: 'Car Detailing',
  text: 'Regular care at your home or workplace, from a maintenance detail to a full interior reset.',
  link: { label: 'Explore All Services', href: '/services' },
} as const;

export const showcase = {
  heading: 'Our Work',
  text: 'A few of the cars we have had the pleasure of caring for.',
} as const;

export const testimonialsSection = {
  heading: 'What Our Customers Say',
} as const;

/** Where We Cover: Christchurch and the towns around it, and a way to talk to staff. */
export const coverage = {
  heading: 'Where We Cover',
  text: `From our base in ${business.address.locality}, we serve Dorset and West Hampshire.`,
  towns: business.areaServed,
  chat: {
    text: 'Not sure whether we cover you, or which service suits your car? Talk to a member of staff.',
    label: 'Chat With Us',
  },
} as const;

/** Contact (Schedule a Consultation), above the callback form. */
export const consultation = {
  heading: 'Schedule a Consultation',
  text: 'Leave your name and number and we will call you back to talk through your car and the right package for it.',
} as const;

/** The popup shown 3 s after the first load of a browser session. */
export const consultationPopup = {
  title: 'Free Personalised Consultation',
  text: 'Tell us about your vehicle and we will give you a free, no-obligation quote tailored to it.',
  button: { label: 'Get My Free Quote', href: '/contact' },
} as const;
