import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/** The title band at the top of an inner page. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children ? <div className={`lede ${styles.lede}`}>{children}</div> : null}
      </div>
    </section>
  );
}
