import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { buttonProps } from '../../../components/button/button';
import { hero } from '../../../content/home';
import { ResponsiveImage } from '../../../lib/images/picture';
import styles from './hero.module.css';

/** The spec's hero cross-fade is 1.5 s (in the CSS); each slide stays this long. */
const SLIDE_MS = 6000;

/**
 * The first slide is prerendered and is the page's largest paint; the others mount once the
 * page has loaded, so they never compete with it.
 */
export function Hero() {
  const [active, setActive] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const { slides } = hero;

  useEffect(() => {
    const ready = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(ready, 1000);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', ready, { once: true });
    return () => window.removeEventListener('load', ready);
  }, []);

  useEffect(() => {
    if (!loaded || slides.length < 2) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % slides.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [loaded, slides.length]);

  return (
    <section id="home" className={styles.hero} aria-labelledby="hero-title">
      {/* The photo showing is described by the owner's words (its alt text); those faded out
          are hidden from assistive technology, as from sight. */}
      <div className={styles.backgrounds}>
        {slides.map((slide, index) =>
          index === 0 || loaded ? (
            <div
              key={slide.imageKey}
              className={styles.slide}
              data-active={index === active}
              aria-hidden={index === active ? undefined : true}
            >
              <ResponsiveImage
                imageKey={slide.imageKey}
                alt={slide.alt}
                sizes="100vw"
                priority={index === 0}
              />
            </div>
          ) : null,
        )}
      </div>
      <div className={`container ${styles.content}`}>
        <p className="eyebrow">Christchurch · Dorset · West Hampshire</p>
        <h1 id="hero-title">{hero.heading}</h1>
        <p className={styles.lede}>{hero.text}</p>
        <div className={styles.actions}>
          <Link href={hero.primary.href} {...buttonProps('primary')}>
            {hero.primary.label}
          </Link>
          <Link href={hero.secondary.href} {...buttonProps('outline')}>
            {hero.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
