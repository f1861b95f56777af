import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageEntry } from './manifest';
import { fallbackSrc, imageEntry, srcSet } from './manifest';
import { Picture, ResponsiveImage } from './picture';

const entry: ImageEntry = {
  width: 1600,
  height: 1000,
  avif: [480, 800, 1200, 1600].map((w) => ({ src: `/images/hero-1-${w}.aaaa.avif`, width: w })),
  webp: [480, 800, 1200, 1600].map((w) => ({ src: `/images/hero-1-${w}.bbbb.webp`, width: w })),
  placeholder: 'data:image/webp;base64,AAAA',
  color: '#101820',
  source: 'placeholder',
};

/** An attribute of the first `tag` (React writes some names in camel case; HTML ignores case). */
const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`, 'i').exec(html)?.[1];

describe('ResponsiveImage', () => {
  it('offers AVIF first, then WebP, at every width, with the sizes given', () => {
    const html = renderToStaticMarkup(<Picture entry={entry} alt="A car" sizes="100vw" />);
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(attr(html, 'source', 'srcset')).toBe(srcSet(entry.avif));
    expect(srcSet(entry.webp)).toBe(
      '/images/hero-1-480.bbbb.webp 480w, /images/hero-1-800.bbbb.webp 800w, /images/hero-1-1200.bbbb.webp 1200w, /images/hero-1-1600.bbbb.webp 1600w',
    );
    expect(attr(html, 'source', 'sizes')).toBe('100vw');
  });

  it('reserves the image’s space and falls back to a middle-width WebP', () => {
    const html = renderToStaticMarkup(<Picture entry={entry} alt="A car" sizes="100vw" />);
    expect(attr(html, 'img', 'width')).toBe('1600');
    expect(attr(html, 'img', 'height')).toBe('1000');
    expect(attr(html, 'img', 'src')).toBe('/images/hero-1-1200.bbbb.webp');
    expect(fallbackSrc(entry)).toBe('/images/hero-1-1200.bbbb.webp');
    expect(attr(html, 'img', 'alt')).toBe('A car');
  });

  it('loads lazily and decodes off the main thread unless it is a priority image', () => {
    const lazy = renderToStaticMarkup(<Picture entry={entry} alt="" sizes="100vw" />);
    expect(attr(lazy, 'img', 'loading')).toBe('lazy');
    expect(attr(lazy, 'img', 'decoding')).toBe('async');
    expect(lazy).not.toContain('fetchpriority');

    const eager = renderToStaticMarkup(<Picture entry={entry} alt="" sizes="100vw" priority />);
    expect(attr(eager, 'img', 'loading')).toBe('eager');
    expect(attr(eager, 'img', 'fetchpriority')).toBe('high');
    expect(eager).not.toContain('decoding');
  });

  it('paints the placeholder and dominant colour until the image arrives, and passes props on', () => {
    const html = renderToStaticMarkup(
      <Picture entry={entry} alt="" sizes="50vw" className="photo" data-testid="x" />,
    );
    expect(attr(html, 'img', 'style')).toContain('background-color:#101820');
    expect(attr(html, 'img', 'style')).toContain('data:image/webp;base64,AAAA');
    expect(attr(html, 'img', 'class')).toBe('photo');
    expect(attr(html, 'img', 'data-testid')).toBe('x');
  });

  it('renders an image by key as a picture once the images are built, else its alt text in a box', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage imageKey="gallery-01" alt="A car" sizes="100vw" />,
    );
    if (imageEntry('gallery-01')) {
      expect(html).toContain('<picture data-slot="responsive-image">');
      expect(attr(html, 'img', 'alt')).toBe('A car');
    } else {
      expect(html).toBe('<span role="img" aria-label="A car" data-image-key="gallery-01"></span>');
    }
  });
});
