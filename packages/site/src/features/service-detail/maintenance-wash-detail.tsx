import type { MaintenanceWashDetail } from '../../content/service-details';
import { DetailHero, DetailsBox, Note } from './parts';
import styles from './service-detail.module.css';

export function MaintenanceWashDetailPage({ detail }: { detail: MaintenanceWashDetail }) {
  const years = detail.forCoatingYears
    .map((y) => `${y}-`)
    .join(', ')
    .replace(/, ([^,]+)$/, ' and $1');
  return (
    <>
      <DetailHero detail={detail} title={detail.name} />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          <section className={styles.block}>
            <h2 className={styles.blockTitle}>What&rsquo;s Included</h2>
            <ol className={styles.steps}>
              {detail.steps.map((step) => (
                <li key={step.label}>
                  <h3>{step.label}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </section>
          <Note title="How Often">
            Recommended annually for {years} year coatings, to keep them beading and glossy for
            their whole life.
          </Note>
        </div>
        <DetailsBox detail={detail} />
      </div>
    </>
  );
}
