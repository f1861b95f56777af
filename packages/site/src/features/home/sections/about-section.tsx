import { Link } from 'wouter';
import { about, type Card } from '../../../content/home';
import styles from './sections.module.css';

const icons: Record<NonNullable<Card['icon']>, string> = {
  bespoke: 'M4 20l4-1 11-11-3-3L5 16l-1 4Zm10-14 3 3',
  expertise: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9L12 3Z',
  contact: 'M4 5h16v11H8l-4 4V5Zm4 5h8M8 13h5',
};

export function AboutSection() {
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className={`container ${styles.split}`}>
        <header>
          <p className="eyebrow">{about.eyebrow}</p>
          <h2 id="about-title">{about.heading}</h2>
        </header>
        <div className={styles.prose}>
          {about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <div className={`container ${styles.cards}`}>
        {about.cards.map((card) => (
          <article key={card.title} className={styles.card}>
            {card.icon ? (
              <span className={styles.icon} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="24" height="24">
                  <path
                    d={icons[card.icon]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                </svg>
              </span>
            ) : null}
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            {card.link ? (
              <Link href={card.link.href} className={styles.more}>
                {card.link.label}
              </Link>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}
