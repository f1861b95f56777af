import type { SectionId } from './section-nav';

/** A navigation item: a route, or a home-page section reached by scrolling (spec section 3). */
export type NavItem =
  | { kind: 'route'; label: string; path: string }
  | { kind: 'section'; label: string; section: SectionId; path: string };

export const headerNav: readonly NavItem[] = [
  { kind: 'section', label: 'Home', section: 'home', path: '/' },
  { kind: 'route', label: 'Services', path: '/services' },
  { kind: 'section', label: 'About', section: 'about', path: '/#about' },
  { kind: 'section', label: 'Reviews', section: 'testimonials', path: '/#testimonials' },
  { kind: 'route', label: 'Contact', path: '/contact' },
];

export const footerQuickLinks: readonly (NavItem & { kind: 'section' })[] = [
  { kind: 'section', label: 'Services', section: 'services', path: '/#services' },
  { kind: 'section', label: 'About', section: 'about', path: '/#about' },
  { kind: 'section', label: 'Gallery', section: 'gallery', path: '/#gallery' },
  { kind: 'section', label: 'Contact', section: 'contact', path: '/#contact' },
];
