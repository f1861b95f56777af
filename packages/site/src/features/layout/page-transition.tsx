import { domAnimation, LazyMotion, m } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The spec's route transition: fade and slide, 0.5 s (section 2, shared layout). */
export const ROUTE_TRANSITION_S = 0.5;

/**
 * Scrolls to the top on every route change (or to the URL's #section) and fades the new page
 * in. The first page is not animated: it is prerendered and must be visible without JavaScript.
 */
export function PageTransition({ location, children }: { location: string; children: ReactNode }) {
  const first = useRef(true);
  // Only pages reached by navigation animate in (state from the previous render, not an effect).
  const [previous, setPrevious] = useState(location);
  const [navigated, setNavigated] = useState(false);
  if (previous !== location) {
    setPrevious(location);
    setNavigated(true);
  }

  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash) {
      // Let the new page render, then glide to the section the URL names.
      const timer = setTimeout(() => {
        document.getElementById(hash)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }, 50);
      first.current = false;
      return () => clearTimeout(timer);
    }
    if (!first.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    first.current = false;
    return undefined;
  }, [location]);

  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        key={location}
        initial={navigated ? { opacity: 0, y: 16 } : false}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: ROUTE_TRANSITION_S, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
