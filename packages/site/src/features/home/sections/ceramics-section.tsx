import { Link } from 'wouter';
import { ceramics } from '../../../content/home';
import { ResponsiveImage } from '../../../lib/images/picture';
import styles from './sections.module.css';

export function CeramicsSection() {
  return (
    <section className="section" data-tone="surface" aria-labelledby="ceramics-title">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">Protection</p>
          <h2 id="ceramics-title">{ceramics.heading}</h2>
          <p className="lede">{ceramics.text}</p>
        </header>
        <div className={styles.tiles}>
          {ceramics.cards.map((card) => (
            <article key={card.title} className={styles.tile}>
              {card.imageKey ? (
                <div className={styles.tileMedia}>
                  <ResponsiveImage
                    imageKey={card.imageKey}
                    alt=""
                    sizes="(min-width: 1000px) 380px, 100vw"
                  />
                </div>
              ) : null}
              <div className={styles.tileBody}>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
                {card.link ? (
                  <Link href={card.link.href} className={styles.more}>
                    {card.link.label}
                    <span className="visually-hidden"> about {card.title}</span>
                  </Link>
                ) : null}
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
