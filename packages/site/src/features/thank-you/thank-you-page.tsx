import { Link } from 'wouter';
import { buttonProps } from '../../components/button/button';
import { CheckIcon } from '@detailing/ui';
import { business } from '../../content/business';
import styles from './thank-you-page.module.css';

export function ThankYouPage() {
  return (
    <section className={`section ${styles.page}`}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.badge} aria-hidden="true">
          <CheckIcon width="18" height="18" strokeWidth="2.2" />
        </span>
        <h1>Thank You!</h1>
        <p className="lede">
          Your request has been sent. The {business.shortName} team will be in touch shortly.
        </p>
        <Link href="/" {...buttonProps('primary')}>
          Return to Homepage
        </Link>
      </div>
    </section>
  );
}
