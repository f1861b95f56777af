import type { ComponentProps } from 'react';
import type { ImageKey } from '../../content/image-keys';
import { fallbackSrc, imageEntry, srcSet, type ImageEntry } from './manifest';

type ImgProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority'
>;

export type PictureProps = ImgProps & {
  entry: ImageEntry;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. `(min-width: 768px) 50vw, 100vw`. */
  sizes: string;
  /** Above-the-fold images (the first hero slide): fetched eagerly and first. */
  priority?: boolean;
};

export type ResponsiveImageProps = Omit<PictureProps, 'entry'> & { imageKey: ImageKey };

/**
 * `<picture>` with AVIF and WebP sources for one image entry. The tiny placeholder and the
 * dominant colour paint the box until the image arrives; width and height reserve its space.
 */
export function Picture({ entry, alt, sizes, priority = false, style, ...props }: PictureProps) {
  return (
    <picture data-slot="responsive-image">
      <source type="image/avif" srcSet={srcSet(entry.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(entry.webp)} sizes={sizes} />
      <img
        {...props}
        src={fallbackSrc(entry)}
        alt={alt}
        width={entry.width}
        height={entry.height}
        {...(priority
          ? { loading: 'eager', fetchPriority: 'high' }
          : { loading: 'lazy', decoding: 'async' })}
        style={{
          backgroundColor: entry.color,
          backgroundImage: `url("${entry.placeholder}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          ...style,
        }}
      />
    </picture>
  );
}

/**
 * An image from the pipeline's manifest by key. Before the first image build (type checks,
 * unit tests) there is no manifest: the alt text stands in, in a box of the same name.
 */
export function ResponsiveImage({ imageKey, ...props }: ResponsiveImageProps) {
  const entry = imageEntry(imageKey);
  if (entry) return <Picture entry={entry} {...props} />;
  const { alt, className, style } = props;
  return (
    <span
      role="img"
      aria-label={alt}
      className={className}
      style={style}
      data-image-key={imageKey}
    />
  );
}
