import type { StandardDetail } from '../../content/service-details';
import { CheckList, DetailHero, DetailsBox, Note } from './parts';
import styles from './service-detail.module.css';

export function StandardDetailPage({ detail }: { detail: StandardDetail }) {
  return (
    <>
      <DetailHero detail={detail} title={detail.name} />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          {detail.included.map((section) => (
            <CheckList key={section.heading} section={section} />
          ))}
          <CheckList section={{ heading: 'Ideal For', items: detail.idealFor }} />
          {detail.addOn ? (
            <Note title={`Optional add-on: ${detail.addOn.name}`}>{detail.addOn.description}</Note>
          ) : null}
          <Note title="Pairs Well With">{detail.pairing}</Note>
        </div>
        <DetailsBox detail={detail} />
      </div>
    </>
  );
}
