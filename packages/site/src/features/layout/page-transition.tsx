import { useEffect, useState, type ReactNode } from 'react';
import styles from './page-transition.module.css';
import { scrollWhenRendered } from './section-nav';

/**
 * Scrolls to the top on every route change (or to the URL's #section) and fades the new page
 * in: the spec's 0.5 s fade and slide, as a CSS animation. The first page is not animated: it is
 * prerendered and must be visible without JavaScript.
 */
export function PageTransition({ location, children }: { location: string; children: ReactNode }) {
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
      // Once the new page has rendered, glide to the section the URL names.
      return scrollWhenRendered(hash, 50);
    }
    if (navigated) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [location, navigated]);

  return (
    <div key={location} className={navigated ? styles.entering : undefined}>
      {children}
    </div>
  );
}
