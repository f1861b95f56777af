import type { ComponentProps } from 'react';
import { business } from '../../content/business';
import styles from './logo.module.css';

/** The brand mark and wordmark, as a link to the top of the home page. */
export function Logo(props: ComponentProps<'a'>) {
  return (
    <a href="/" className={styles.logo} {...props}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M9 24.5c2.6-5.6 6.4-8.5 11-8.5s8.4 2.9 11 8.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="14" cy="26" r="2.2" fill="currentColor" />
        <circle cx="26" cy="26" r="2.2" fill="currentColor" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{business.shortName}</span>{' '}
        <span className={styles.sub}>Detailing</span>
      </span>
    </a>
  );
}
