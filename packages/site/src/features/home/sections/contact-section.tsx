import { MailIcon, PhoneIcon } from '@detailing/ui';
import { business, mailtoHref, telHref } from '../../../content/business';
import { consultation } from '../../../content/home';
import { CallbackForm } from '../../../components/forms/callback-form';
import { GENERAL_INQUIRY_SUBJECT } from '../../../components/forms/form-fields';
import styles from './sections.module.css';

export function ContactSection() {
  return (
    <section id="contact" className="section" aria-labelledby="consultation-title">
      <div className={`container ${styles.contact}`}>
        <div>
          <p className="eyebrow">Contact</p>
          <h2 id="consultation-title">{consultation.heading}</h2>
          <p className="lede">{consultation.text}</p>
          <ul className={styles.channels}>
            <li>
              <a href={telHref}>
                <PhoneIcon />
                {business.phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref}>
                <MailIcon />
                {business.email}
              </a>
            </li>
          </ul>
        </div>
        <div className={styles.formCard}>
          <CallbackForm subject={GENERAL_INQUIRY_SUBJECT} />
        </div>
      </div>
    </section>
  );
}
