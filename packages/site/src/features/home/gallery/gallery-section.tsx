import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { type KeyboardEvent, useEffect, useSyncExternalStore } from 'react';
import { ArrowIcon } from '@detailing/ui';
import { gallery } from '../../../content/gallery';
import { showcase } from '../../../content/home';
import { laterImagesIn, loadLaterImages, subscribeLaterImages } from '../../../lib/images/manifest';
import { ResponsiveImage } from '../../../lib/images/picture';
import { GALLERY_TRANSITION_S } from './carousel-state';
import styles from './gallery-section.module.css';
import { useCarousel } from './use-carousel';
import { useSwipe } from './use-swipe';
import { loadMotionFeatures } from '../../../lib/motion';

/** Slides come in from the side they are travelling from, fading and settling in scale. */
const variants = {
  enter: (direction: number) => ({ opacity: 0, scale: 1.06, x: direction * 40 }),
  centre: { opacity: 1, scale: 1, x: 0 },
  exit: (direction: number) => ({ opacity: 0, scale: 0.94, x: direction * -40 }),
};

export function GallerySection() {
  const carousel = useCarousel(gallery.length);
  const reducedMotion = useReducedMotion();
  // The later slides' images (lib/images/manifest.ts) come when the browser is idle, off the
  // first paint's path, or at once when the visitor moves on; a slide shown before they are in
  // is drawn again once they are. Asked again on each slide after a failure.
  useSyncExternalStore(subscribeLaterImages, laterImagesIn, () => false);
  const moved = carousel.index !== 0;
  useEffect(() => {
    const load = () => void loadLaterImages().catch(() => undefined);
    if (moved) return load();
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(load, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [moved, carousel.index]);
  // Swiping left brings the next image, as on any phone gallery.
  const swipe = useSwipe((direction) =>
    direction === 'left' ? carousel.next() : carousel.previous(),
  );
  const current = gallery[carousel.index] ?? gallery[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  };

  return (
    <section id="gallery" className="section" data-tone="surface" aria-labelledby="gallery-title">
      <div className="container">
        <header className="section-head" data-align="center">
          <p className="eyebrow">Showcase</p>
          <h2 id="gallery-title">{showcase.heading}</h2>
          <p className="lede">{showcase.text}</p>
        </header>
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription="carousel"
          aria-label="Showcase gallery"
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          <div className={styles.stage} {...swipe}>
            <LazyMotion features={loadMotionFeatures} strict>
              <AnimatePresence initial={false} custom={carousel.direction} mode="popLayout">
                <m.figure
                  key={carousel.index}
                  className={styles.slide}
                  custom={carousel.direction}
                  variants={
                    reducedMotion
                      ? { enter: { opacity: 0 }, centre: { opacity: 1 }, exit: { opacity: 0 } }
                      : variants
                  }
                  initial="enter"
                  animate="centre"
                  exit="exit"
                  transition={{ duration: GALLERY_TRANSITION_S, ease: [0.22, 1, 0.36, 1] }}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${carousel.index + 1} of ${gallery.length}`}
                  data-index={carousel.index}
                >
                  <ResponsiveImage
                    imageKey={current.imageKey}
                    alt={current.alt}
                    sizes="(min-width: 1240px) 1200px, 100vw"
                  />
                </m.figure>
              </AnimatePresence>
            </LazyMotion>
            <button
              type="button"
              className={styles.arrow}
              data-side="left"
              onClick={carousel.previous}
              aria-label="Previous image"
            >
              <ArrowIcon direction="left" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              data-side="right"
              onClick={carousel.next}
              aria-label="Next image"
            >
              <ArrowIcon direction="right" />
            </button>
          </div>
          <div className={styles.controls}>
            <p className={styles.caption} aria-live={carousel.paused ? 'polite' : 'off'}>
              <span className={styles.counter}>
                {String(carousel.index + 1).padStart(2, '0')} / {gallery.length}
              </span>
              {current.alt}
            </p>
            <button
              type="button"
              className={styles.pause}
              onClick={carousel.togglePaused}
              aria-pressed={carousel.paused}
            >
              {carousel.paused ? 'Play slideshow' : 'Pause slideshow'}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
