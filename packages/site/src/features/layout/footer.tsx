import { Link } from 'wouter';
import { MailIcon, PhoneIcon, SocialIcon } from '@detailing/ui';
import { business, mailtoHref, telHref } from '../../content/business';
import styles from './footer.module.css';
import { Logo } from './logo';
import { footerQuickLinks } from './nav-items';
import { useSectionLink } from './section-nav';

export function Footer() {
  const sectionLink = useSectionLink();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo onClick={sectionLink('home', 'delayed')} />
          <p className={styles.tagline}>{business.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {footerQuickLinks.map((item) => (
              <li key={item.label}>
                <a href={item.path} onClick={sectionLink(item.section, 'delayed')}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Follow Us</h2>
          <ul className={styles.social}>
            {business.social.map((s) => (
              <li key={s.network}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={s.network} />
                  <span>{s.network}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Contact Us</h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref} className={styles.contact}>
                <PhoneIcon />
                {business.phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref} className={styles.contact}>
                <MailIcon />
                {business.email}
              </a>
            </li>
            <li className={styles.area}>
              Based in {business.address.locality}, serving Dorset &amp; West Hampshire
            </li>
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {business.name}. All rights reserved.
        </p>
        <ul className={styles.legal}>
          <li>
            <Link href="/services">Services &amp; prices</Link>
          </li>
          <li>
            <Link href="/privacy">Privacy notice</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
