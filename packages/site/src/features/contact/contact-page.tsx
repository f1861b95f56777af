import { MailIcon, PhoneIcon } from '@detailing/ui';
import { business, mailtoHref, telHref } from '../../content/business';
import { PageHero } from '../../components/page-hero/page-hero';
import { CallbackForm } from '../../components/forms/callback-form';
import { CONTACT_SUBJECT } from '../../components/forms/form-fields';
import styles from './contact-page.module.css';

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Contact Us">
        <p>
          Questions, quotes or advice on looking after your paintwork: we&rsquo;re happy to help.
        </p>
      </PageHero>
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div>
            <h2>Get In Touch</h2>
            <p className="lede">
              Call or e-mail us, or send the form and we&rsquo;ll come back to you shortly.
            </p>
            <ul className={styles.channels}>
              <li>
                <a href={telHref}>
                  <PhoneIcon />
                  <span>
                    <span className={styles.label}>Phone</span>
                    {business.phone.display}
                  </span>
                </a>
              </li>
              <li>
                <a href={mailtoHref}>
                  <MailIcon />
                  <span>
                    <span className={styles.label}>E-mail</span>
                    {business.email}
                  </span>
                </a>
              </li>
            </ul>
            <h3 className={styles.hoursTitle}>Opening hours</h3>
            <dl className={styles.hours}>
              {business.openingHours.map((h) => (
                <div key={h.days}>
                  <dt>{h.days}</dt>
                  <dd>
                    {h.opens} to {h.closes}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>Send us a message</h2>
            <CallbackForm subject={CONTACT_SUBJECT} submitLabel="Send Message" extraFields />
          </div>
        </div>
      </section>
    </>
  );
}
