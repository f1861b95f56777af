import { useEffect, useRef, useState } from 'react';
import { ArrowIcon, CloseIcon, DownloadIcon } from '../icons';
import css from './photo-viewer.css?inline';
import { type LoadPhoto, usePhotoUrl } from './use-photo-url';

export interface ViewerPhoto {
  readonly key: string;
  readonly load: LoadPhoto;
  readonly width: number;
  readonly height: number;
}

export interface PhotoViewerProps {
  readonly photos: readonly ViewerPhoto[];
  /** The photo shown first. */
  readonly start: number;
  readonly onClose: () => void;
  /** The console offers "Download" (the file name for each photo). */
  readonly downloadName?: (index: number, type: string) => string;
}

/**
 * The photo viewer of both chat UIs (CHAT-PRODUCT.md 6): a modal dialog named "Photo", the
 * photo at full size (the thumbnail while it loads), previous and next when there are several
 * (buttons and the arrow keys), Escape or the close button to leave, a tap to see it at its
 * real size (then pan; a phone's pinch zooms too). A native <dialog>: the top layer, the
 * focus trap and Escape work the same in the widget's shadow root and in the console.
 */
export default function PhotoViewer({ photos, start, onClose, downloadName }: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const photo = photos[Math.min(index, photos.length - 1)];

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const go = (step: number) => {
    setZoomed(false);
    setIndex((current) => (current + step + photos.length) % photos.length);
  };
  if (!photo) return null;
  const several = photos.length > 1;
  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      aria-label="Photo"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (!several) return;
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      {/* Its look comes with it: this chunk is fetched on the first tap of a photo, and the
          widget's shadow root and the console both take a <style> inside the dialog. */}
      <style>{css}</style>
      <div className="photo-viewer-bar">
        <span className="photo-viewer-count" aria-live="polite">
          {several ? `${index + 1} of ${photos.length}` : ''}
        </span>
        {downloadName ? (
          <Download photo={photo} name={(type) => downloadName(index, type)} />
        ) : null}
        <button
          type="button"
          className="photo-viewer-button"
          aria-label="Close"
          onClick={onClose}
          autoFocus
        >
          <CloseIcon width="20" height="20" />
        </button>
      </div>
      <Picture
        key={photo.key}
        photo={photo}
        zoomed={zoomed}
        onToggleZoom={() => setZoomed((z) => !z)}
      />
      {several ? (
        <>
          <button
            type="button"
            className="photo-viewer-button photo-viewer-previous"
            aria-label="Previous photo"
            onClick={() => go(-1)}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className="photo-viewer-button photo-viewer-next"
            aria-label="Next photo"
            onClick={() => go(1)}
          >
            <ArrowIcon />
          </button>
        </>
      ) : null}
    </dialog>
  );
}

function Picture({
  photo,
  zoomed,
  onToggleZoom,
}: {
  readonly photo: ViewerPhoto;
  readonly zoomed: boolean;
  readonly onToggleZoom: () => void;
}) {
  const image = usePhotoUrl(photo.load, 'image');
  const thumb = usePhotoUrl(photo.load, 'thumb');
  const shown = image.state === 'ready' ? image : thumb;
  return (
    <div className="photo-viewer-stage" data-zoomed={zoomed ? '' : undefined}>
      {shown.state === 'ready' ? (
        <img
          className="photo-viewer-image"
          src={shown.url}
          width={photo.width}
          height={photo.height}
          alt=""
          onClick={onToggleZoom}
        />
      ) : shown.state === 'failed' ? (
        <p className="photo-viewer-problem">
          The photo could not be loaded.{' '}
          <button type="button" onClick={shown.retry}>
            Try again
          </button>
        </p>
      ) : (
        <p className="photo-viewer-problem" role="status">
          Loading photo…
        </p>
      )}
    </div>
  );
}

function Download({
  photo,
  name,
}: {
  readonly photo: ViewerPhoto;
  readonly name: (type: string) => string;
}) {
  const image = usePhotoUrl(photo.load, 'image');
  if (image.state !== 'ready') return null;
  return (
    <a
      className="photo-viewer-button photo-viewer-download"
      href={image.url}
      download={name(image.type)}
    >
      <DownloadIcon />
      <span>Download</span>
    </a>
  );
}
