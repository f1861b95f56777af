import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonProps } from '../../components/button/button';
import { MailIcon, PhoneIcon } from '../../components/icons/icons';
import { business, mailtoHref, telHref } from '../../content/business';
import { Logo } from './logo';
import styles from './mobile-menu.module.css';
import { NavLinks } from './nav-links';
import { useSectionLink } from './section-nav';

/** The spec's mobile menu breakpoint: the overlay closes when the window widens past it. */
export const MOBILE_MENU_BREAKPOINT_PX = 768;

/**
 * Full-screen menu for narrow screens. Radix Dialog gives the focus trap, Escape and the body
 * scroll lock; it closes on navigation, on the logo and when the window widens to 768 px.
 */
export function MobileMenu() {
  const [location] = useLocation();
  // The menu is open for the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const setOpen = (value: boolean) => setOpenOn(value ? location : null);
  const sectionLink = useSectionLink();
  const close = () => setOpenOn(null);

  // The page behind does not scroll while the menu covers it (spec section 2).
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

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.trigger} aria-label="Open menu">
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.overlay} aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <div className={styles.top}>
            <Logo onClick={sectionLink('home', 'hash', close)} />
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className={styles.nav}>
            <NavLinks location={location} onNavigate={close} />
          </nav>
          <div className={styles.footer}>
            <Link href="/book-online" onClick={close} {...buttonProps('primary', { full: true })}>
              Book Now
            </Link>
            <a href={telHref} className={styles.contact}>
              <PhoneIcon />
              {business.phone.display}
            </a>
            <a href={mailtoHref} className={styles.contact}>
              <MailIcon />
              {business.email}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
