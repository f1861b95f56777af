import type { ReactNode } from 'react';
import { type LoadPhoto, type PhotoBytes, usePhotoUrl } from './use-photo-url';

export interface PhotoThumbProps {
  readonly load: LoadPhoto;
  readonly width: number;
  readonly height: number;
  /** The button's name ("Photo", "Photo 1 of 2"). */
  readonly label: string;
  readonly className: string | undefined;
  readonly imageClassName: string | undefined;
  /** Over the picture while it is being sent (a progress ring). */
  readonly children?: ReactNode;
  readonly onOpen: () => void;
}

/**
 * A photo in a conversation, for both chat UIs: a button with the photo's proportions before
 * the thumbnail loads (nothing jumps), the thumbnail from its stored bytes, and what the
 * caller puts over it (progress). Its look is the caller's.
 */
export function PhotoThumb({
  load,
  width,
  height,
  label,
  className,
  imageClassName,
  children,
  onOpen,
}: PhotoThumbProps) {
  const url = usePhotoUrl(load, 'thumb');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      style={{ aspectRatio: `${width} / ${height}` }}
      onClick={onOpen}
    >
      {url.state === 'ready' ? (
        <img className={imageClassName} src={url.url} width={width} height={height} alt="" />
      ) : null}
      {children}
    </button>
  );
}

/** The same loader for the same prepared photo, so a re-render does not redo its thumbnail. */
const prepared = new WeakMap<PhotoBytes, LoadPhoto>();
const loaderOf = (photo: PhotoBytes): LoadPhoto => {
  let load = prepared.get(photo);
  if (!load) prepared.set(photo, (load = () => Promise.resolve(photo)));
  return load;
};

/** A prepared photo's thumbnail, in a composer before it is sent (decorative: alt=""). */
export function PreparedThumb({
  photo,
  className,
}: {
  readonly photo: PhotoBytes;
  readonly className: string | undefined;
}) {
  const url = usePhotoUrl(loaderOf(photo), 'thumb');
  return url.state === 'ready' ? <img className={className} src={url.url} alt="" /> : null;
}
