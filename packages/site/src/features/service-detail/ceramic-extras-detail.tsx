import { CheckIcon } from '@detailing/ui';
import type { CeramicExtrasDetail, ExtraIcon } from '../../content/service-details';
import { DetailHero, QuoteButton } from './parts';
import styles from './service-detail.module.css';

const icons: Record<ExtraIcon, string> = {
  wheel:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0-5v5m0 8v5M3 12h5m8 0h5',
  trim: 'M3 15c3-5 6-7 9-7s6 2 9 7M5 15h14v3H5z',
  glass: 'M4 17 7 6h10l3 11H4Zm5-8-2 6m6-6-1 3',
};

export function CeramicExtrasDetailPage({ detail }: { detail: CeramicExtrasDetail }) {
  return (
    <>
      <DetailHero detail={detail} title={detail.name} />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          <h2 className={styles.blockTitle}>
            Three Extras, <span className="nowrap">{detail.protection}</span> of Protection
          </h2>
          <div className={styles.extras}>
            {detail.extras.map((extra) => (
              <article key={extra.name} className={styles.extra}>
                <span className={styles.extraIcon} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="28" height="28">
                    <path
                      d={icons[extra.icon]}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.7"
                      strokeLinejoin="round"
                      strokeLinecap="round"
                    />
                  </svg>
                </span>
                <h3>{extra.name}</h3>
                <p>{extra.description}</p>
                <ul className={styles.checks}>
                  {extra.points.map((point) => (
                    <li key={point}>
                      <CheckIcon width="18" height="18" strokeWidth="2.2" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
        <aside className={styles.box} aria-labelledby="extras-pricing-title">
          <h2 id="extras-pricing-title" className={styles.boxTitle}>
            Pricing
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Each extra</dt>
              <dd className={styles.price}>{detail.pricing.eachLabel}</dd>
            </div>
            <div>
              <dt>All three</dt>
              <dd className={styles.price}>{detail.pricing.bundleLabel}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{detail.details.duration}</dd>
            </div>
            <div>
              <dt>Protection</dt>
              <dd>{detail.protection}</dd>
            </div>
          </dl>
          <p className={styles.boxNote}>{detail.pricing.note}</p>
          <QuoteButton detail={detail} full />
        </aside>
      </div>
    </>
  );
}
