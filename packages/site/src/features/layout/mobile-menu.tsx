import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useHideChatWhile } from '../../lib/chat';
import styles from './mobile-menu.module.css';

/** The spec's mobile menu breakpoint: the overlay closes when the window widens past it. */
const MOBILE_MENU_BREAKPOINT_PX = 768;

const MobileMenuDialog = lazy(() =>
  import('./mobile-menu-dialog').then((m) => ({ default: m.MobileMenuDialog })),
);

/**
 * The hamburger button and the full-screen menu for narrow screens. The menu closes on
 * navigation, on the logo, on Escape and when the window widens to 768 px; the page behind
 * does not scroll while it is open.
 */
export function MobileMenu() {
  const [location] = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu is open for the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openOn === location;
  const close = () => setOpenOn(null);
  useHideChatWhile(open);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (wide.matches) setOpenOn(null);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const icon = (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
  return (
    <>
      {/* Without JavaScript (index.html's <noscript> style) the button would do nothing: a link
          to the footer's quick links stands in for it. */}
      <a
        href="#footer-quick-links"
        className={`${styles.trigger} ${styles.withoutJs}`}
        aria-label="Menu"
        data-without-js=""
      >
        {icon}
      </a>
      <button
        ref={trigger}
        type="button"
        data-needs-js=""
        className={styles.trigger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenOn(location);
        }}
      >
        {icon}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            location={location}
            onClose={close}
            onClosed={() => trigger.current?.focus({ preventScroll: true })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
