import { testimonialsSection } from '../../../content/home';
import { testimonials } from '../../../content/testimonials';
import styles from './sections.module.css';

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      className="section"
      data-tone="paper"
      aria-labelledby="reviews-title"
    >
      <div className="container">
        <header className="section-head" data-align="center">
          <p className="eyebrow">Reviews</p>
          <h2 id="reviews-title">{testimonialsSection.heading}</h2>
        </header>
        <ul className={styles.quotes}>
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className={styles.quote}>
                <div className={styles.stars} role="img" aria-label="5 out of 5 stars">
                  ★★★★★
                </div>
                <blockquote>
                  <p>{t.text}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  {t.vehicle || t.location ? (
                    <span>{[t.vehicle, t.location].filter(Boolean).join(', ')}</span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
