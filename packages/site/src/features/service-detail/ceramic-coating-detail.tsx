import type { CeramicCoatingDetail } from '../../content/service-details';
import { CheckList, DetailHero, DetailsBox } from './parts';
import styles from './service-detail.module.css';

export function CeramicCoatingDetailPage({ detail }: { detail: CeramicCoatingDetail }) {
  return (
    <>
      <DetailHero detail={detail} title={detail.title} />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          <section className={styles.block}>
            <h2 className={styles.blockTitle}>{detail.preparation.heading}</h2>
            <ol className={styles.steps}>
              {detail.preparation.steps.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </section>
          <CheckList section={detail.benefits} />
          <section className={styles.block}>
            <h2 className={styles.blockTitle}>Choose Your Protection</h2>
            <ul className={styles.options}>
              {detail.protectionOptions.map((option) => (
                <li key={option.years}>
                  <span className={styles.optionYears}>{option.label}</span>
                  <p>{option.description}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <DetailsBox detail={detail}>
          <p className={styles.boxNote}>
            Every car is different, so we price each coating after seeing the paint. Coatings come
            with {detail.protectionYears.join(', ').replace(/, (\d+)$/, ' or $1')} years of
            protection.
          </p>
        </DetailsBox>
      </div>
    </>
  );
}
