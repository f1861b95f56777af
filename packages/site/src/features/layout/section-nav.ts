import { useCallback } from 'react';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

/** The spec's delay before scrolling when a footer link first navigates home (section 9). */
const FOOTER_SCROLL_DELAY_MS = 100;

/** Home page sections that links can target. */
export type SectionId = 'home' | 'about' | 'services' | 'gallery' | 'testimonials' | 'contact';

/** Smooth, unless the visitor has asked for reduced motion: then the same jump, instantly. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}

/**
 * Scrolls to a home-page section. Its top lands just below the sticky header (the
 * `scroll-margin-top` in styles/global.css); `home` is the top of the page.
 */
function scrollToSection(id: string) {
  const behavior = scrollBehavior();
  if (id === 'top' || id === 'home') {
    window.scrollTo({ top: 0, behavior });
    return;
  }
  const section = document.getElementById(id);
  if (!section) return;
  const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  window.scrollTo({ top: layoutTop(section) - margin, behavior });
}

/**
 * An element's top in the document as laid out, leaving out its ancestors' translations: right
 * after a navigation the new page is still sliding in (page-transition.module.css), and
 * scrolling to where the section is drawn mid-slide would stop short by what is left of it.
 */
function layoutTop(element: HTMLElement) {
  let top = element.getBoundingClientRect().top + window.scrollY;
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { transform } = getComputedStyle(node);
    if (transform !== 'none') top -= new DOMMatrixReadOnly(transform).m42;
  }
  return top;
}

/**
 * Scrolls to a section once it exists: after navigating home, the page's code may still be
 * arriving when the spec's 100 ms delay is up.
 */
export function scrollWhenRendered(id: string, delayMs: number, giveUpMs = 5000) {
  const deadline = Date.now() + delayMs + giveUpMs;
  let frame = 0;
  const attempt = () => {
    if (document.getElementById(id)) scrollToSection(id);
    else if (Date.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  const timer = setTimeout(attempt, delayMs);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

/** A plain left click that the app may take over (not a new tab or window). */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Click handlers for links to home-page sections. The links keep real hrefs (`/#about`), so
 * they work without JavaScript and open in new tabs; with JavaScript:
 *  - `hash`: on the home page scroll smoothly there; elsewhere go to `/#id` (the home page then
 *    scrolls to the hash), as the header's About and Reviews do.
 *  - `delayed`: on the home page scroll; elsewhere go to `/` and scroll after 100 ms, as the
 *    footer's quick links do.
 */
export function useSectionLink() {
  const [location, navigate] = useLocation();
  const onHome = location === '/';
  return useCallback(
    (id: SectionId, mode: 'hash' | 'delayed', after?: () => void) => (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      after?.();
      if (onHome) {
        scrollToSection(id);
        if (id !== 'home') history.replaceState(history.state, '', `/#${id}`);
        else history.replaceState(history.state, '', '/');
        return;
      }
      if (mode === 'hash' && id !== 'home') {
        navigate(`/#${id}`);
        return;
      }
      navigate('/');
      if (id !== 'home') scrollWhenRendered(id, FOOTER_SCROLL_DELAY_MS);
    },
    [onHome, navigate],
  );
}
