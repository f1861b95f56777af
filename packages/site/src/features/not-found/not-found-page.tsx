import { Link } from 'wouter';
import { buttonProps } from '../../components/button/button';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={`section ${styles.page}`}>
      <div className="container">
        <p className="eyebrow">Error 404</p>
        <h1>Page Not Found</h1>
        <p className="lede">
          Sorry, we couldn&rsquo;t find that page. It may have moved, or the link may be mistyped.
        </p>
        <div className={styles.actions}>
          <Link href="/" {...buttonProps('primary')}>
            Return to Homepage
          </Link>
          <Link href="/services" {...buttonProps('outline')}>
            Browse Services
          </Link>
        </div>
      </div>
    </section>
  );
}
