import type { ComponentProps } from 'react';
import { business } from '../business.js';
import styles from './logo.module.css';

/** The brand's car mark, in `currentColor` (gold in the wordmark). */
export function BrandMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" {...props}>
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
  );
}

/**
 * The mark, the business's short name and a line under it ("Detailing" on the site, "Staff
 * console" in the console). Read as "Harbour & Heath Detailing": a space separates the words.
 */
export function Wordmark({
  sub,
  size = 'regular',
}: {
  readonly sub: string;
  readonly size?: 'regular' | 'small';
}) {
  return (
    <span className={styles.wordmark} data-size={size}>
      <BrandMark className={styles.mark} />
      <span className={styles.words}>
        <span className={styles.name}>{business.shortName}</span>{' '}
        <span className={styles.sub}>{sub}</span>
      </span>
    </span>
  );
}
