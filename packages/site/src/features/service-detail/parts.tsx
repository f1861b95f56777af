import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonProps } from '../../components/button/button';
import { CheckIcon } from '@detailing/ui';
import type { ListSection, ServiceDetail } from '../../content/service-details';
import { ResponsiveImage } from '../../lib/images/picture';
import styles from './service-detail.module.css';

/** The quote button: to the booking form with this service chosen (a URL of its own). */
export function QuoteButton({ detail, full = false }: { detail: ServiceDetail; full?: boolean }) {
  return (
    <Link href={detail.cta.href} {...buttonProps('primary', { full })}>
      {detail.cta.label}
    </Link>
  );
}

export function DetailHero({ detail, title }: { detail: ServiceDetail; title: string }) {
  return (
    <section className={styles.hero} aria-labelledby="service-title">
      <div className={styles.heroMedia} aria-hidden="true">
        <ResponsiveImage imageKey={detail.heroImageKey} alt="" sizes="100vw" priority />
      </div>
      <div className={`container ${styles.heroContent}`}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link href="/services">Services</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{detail.name}</span>
        </nav>
        <h1 id="service-title">{title}</h1>
        <p className={styles.intro}>{detail.intro}</p>
        <QuoteButton detail={detail} />
      </div>
    </section>
  );
}

export function CheckList({
  section,
  headingLevel = 2,
}: {
  section: ListSection;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.block}>
      <Heading className={styles.blockTitle}>{section.heading}</Heading>
      <ul className={styles.checks}>
        {section.items.map((item) => (
          <li key={item}>
            <CheckIcon width="18" height="18" strokeWidth="2.2" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Service Details box: price, duration, where, how often, and the quote button. */
export function DetailsBox({ detail, children }: { detail: ServiceDetail; children?: ReactNode }) {
  const { price, duration, location, recommended } = detail.details;
  return (
    <aside className={styles.box} aria-labelledby="service-details-title">
      <h2 id="service-details-title" className={styles.boxTitle}>
        Service Details
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Price</dt>
          <dd className={styles.price}>{price}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{duration}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{location}</dd>
        </div>
        {recommended ? (
          <div>
            <dt>Recommended</dt>
            <dd>{recommended}</dd>
          </div>
        ) : null}
      </dl>
      {children}
      <QuoteButton detail={detail} full />
    </aside>
  );
}

export function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.note}>
      <h2 className={styles.noteTitle}>{title}</h2>
      <p>{children}</p>
    </section>
  );
}
