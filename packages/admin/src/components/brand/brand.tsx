import { business } from '../../config/business';
import styles from './brand.module.css';

/** The site's car mark. */
export function BrandMark({ className }: { className?: string | undefined }) {
  return (
    <svg className={className ?? styles.mark} viewBox="0 0 40 40" aria-hidden="true">
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

/** Mark, business name and "Staff console", as in the top bar. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.brand} data-compact={compact || undefined}>
      <BrandMark />
      <span className={styles.words}>
        <span className={styles.name}>{business.shortName}</span>
        <span className={styles.sub}>Staff console</span>
      </span>
    </span>
  );
}
