import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'wouter';
import { buttonProps } from '../../components/button/button';
import { MailIcon, PhoneIcon } from '@detailing/ui';
import { business, mailtoHref, telHref } from '../../content/business';
import { Logo } from './logo';
import styles from './mobile-menu.module.css';
import { NavLinks } from './nav-links';
import { useSectionLink } from './section-nav';

/**
 * The full-screen menu itself. Radix Dialog gives the focus trap and Escape; it loads on the
 * first tap of the menu button, not with the page.
 */
export function MobileMenuDialog({
  open,
  location,
  onClose,
  onClosed,
}: {
  open: boolean;
  location: string;
  onClose: () => void;
  /** Where focus goes back to. */
  onClosed: () => void;
}) {
  const sectionLink = useSectionLink();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          id="mobile-menu"
          className={styles.overlay}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <div className={styles.top}>
            <Logo onClick={sectionLink('home', 'hash', onClose)} />
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className={styles.nav}>
            <NavLinks location={location} onNavigate={onClose} />
          </nav>
          <div className={styles.footer}>
            <Link href="/book-online" onClick={onClose} {...buttonProps('primary', { full: true })}>
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
