import { Link, useLocation } from 'wouter';
import { buttonProps } from '../../components/button/button';
import { MailIcon, PhoneIcon } from '@detailing/ui';
import { business, mailtoHref, telHref } from '../../content/business';
import styles from './header.module.css';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { useSectionLink } from './section-nav';

export function Header() {
  const [location] = useLocation();
  const sectionLink = useSectionLink();
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <span>Mobile detailing across Dorset &amp; West Hampshire</span>
          <span className={styles.contact}>
            <a href={telHref}>
              <PhoneIcon />
              {business.phone.display}
            </a>
            <a href={mailtoHref}>
              <MailIcon />
              {business.email}
            </a>
          </span>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Logo onClick={sectionLink('home', 'hash')} />
        <nav aria-label="Main" className={styles.nav}>
          <NavLinks location={location} />
        </nav>
        <Link href="/book-online" {...buttonProps('primary', { size: 'sm' })}>
          Book Now
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
