import { PHOTO_LIMITS, PHOTO_TEXTS, type PhotoType } from './domain/photos';

/**
 * A photo prepared in the browser before upload (CHAT-PRODUCT.md 6): decoded, turned upright by
 * its EXIF orientation, scaled so the long edge is at most `edge` (never enlarged), re-encoded
 * (WebP where the browser can, JPEG otherwise) under `targetBytes`, which drops every metadata
 * field, GPS included; and a thumbnail. Browser only (canvas); the UIs load it as a lazy chunk
 * on the first attach.
 */
export interface PreparedPhoto {
  readonly type: PhotoType;
  readonly width: number;
  readonly height: number;
  readonly image: Uint8Array;
  readonly thumb: Uint8Array;
}

export interface PrepareOptions {
  /** The long edge of the image, pixels. */
  readonly edge: number;
  /** The image's ceiling, bytes. */
  readonly targetBytes: number;
  readonly thumbEdge: number;
  readonly thumbBytes: number;
  /** Files larger than this are refused unread. */
  readonly fileBytes: number;
}

/** The chat's limits; the site editor passes its own (a 2400 px edge). */
export const CHAT_PHOTO_OPTIONS: PrepareOptions = {
  edge: PHOTO_LIMITS.edge,
  targetBytes: PHOTO_LIMITS.targetBytes,
  thumbEdge: PHOTO_LIMITS.thumbEdge,
  thumbBytes: PHOTO_LIMITS.thumbBytes,
  fileBytes: PHOTO_LIMITS.fileBytes,
};

/** Why a file cannot be sent: not a JPEG, PNG or WebP that decodes, or larger than allowed. */
export type PhotoRefusal = 'unreadable' | 'too-large';

/**
 * Ours: a file over PHOTO_LIMITS.fileBytes. Here, in the preparation's chunk, not in PHOTO_TEXTS,
 * which the opened widget carries whole (at its budget to the byte).
 */
export const PHOTO_TOO_LARGE =
  'That photo is too large to send (over 25 MB). Choose a smaller one.';

/** A refused file; its message says why, for the UI to show as it is. */
export class PhotoRefusedError extends Error {
  override readonly name = 'PhotoRefusedError';
  constructor(readonly reason: PhotoRefusal) {
    super(reason === 'too-large' ? PHOTO_TOO_LARGE : PHOTO_TEXTS.unreadable);
  }
}

/** Starts of the formats we accept (the file's name and stated type prove nothing). */
const SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  // RIFF....WEBP
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
];

async function isRasterPhoto(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES.some((signature) =>
    signature.every((byte, i) => byte === null || head[i] === byte),
  );
}

/** The size that fits `edge` on the long side, keeping the ratio, never larger than it was. */
export function fitWithin(width: number, height: number, edge: number) {
  const scale = Math.min(1, edge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode.'))),
      type,
      quality,
    );
  });
}

/** The source drawn at this size, on a canvas of its own (high-quality smoothing). */
function drawn(source: ImageBitmap, width: number, height: number): AnyCanvas {
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/**
 * Qualities tried in turn until the encoding fits; then the picture gets smaller. From 0.7:
 * measured on a phone-like 1600 x 1200 picture, WebP at 0.8 took 232 kB, at 0.7 125 kB and at
 * 0.6 92 kB; on slow 4G (675 kbit/s up) each 100 kB costs 1.2 s (more as base64 on the wire),
 * and the bench's goal is the photo stored within 4 s of the choice (bench/README.md).
 */
const QUALITIES = [0.7, 0.6, 0.5, 0.4];

let webpSupported: Promise<boolean> | undefined;
/** Whether this browser encodes WebP (Safari's canvas gives PNG when asked for it). */
const encodesWebp = () => {
  if (!webpSupported) {
    // A canvas with a context (one without cannot be encoded at all).
    const canvas = canvasOf(2, 2);
    canvas.getContext('2d');
    webpSupported = encode(canvas, 'image/webp', 0.8).then(
      (blob) => blob.type === 'image/webp',
      () => false,
    );
  }
  return webpSupported;
};

/**
 * The smallest-effort encoding under `maxBytes`: the first quality that fits, and, when none
 * does at this size, the same at 80 % of the size (noise-like pictures), down to a floor.
 */
async function encodeWithin(
  source: ImageBitmap,
  size: { width: number; height: number },
  maxBytes: number,
  type: PhotoType,
): Promise<{ blob: Blob; width: number; height: number }> {
  let { width, height } = size;
  for (;;) {
    const canvas = drawn(source, width, height);
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, type, quality);
      if (blob.size <= maxBytes) return { blob, width, height };
    }
    if (Math.max(width, height) <= 64) throw new Error('The picture does not compress.');
    ({ width, height } = fitWithin(width, height, Math.floor(Math.max(width, height) * 0.8)));
  }
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/**
 * Prepares a chosen or pasted file for sending. Refuses (PhotoRefusedError) a file over
 * `fileBytes` before reading it, and anything that is not a JPEG, PNG or WebP that decodes
 * (an SVG, a text file named .jpg, a truncated photo).
 */
export async function preparePhoto(
  file: Blob,
  options: PrepareOptions = CHAT_PHOTO_OPTIONS,
): Promise<PreparedPhoto> {
  if (file.size > options.fileBytes) throw new PhotoRefusedError('too-large');
  if (!(await isRasterPhoto(file))) throw new PhotoRefusedError('unreadable');
  let bitmap: ImageBitmap;
  try {
    // 'from-image': upright by the file's EXIF orientation (the default in current browsers,
    // asked for so an older default cannot turn a phone's portrait photo on its side).
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoRefusedError('unreadable');
  }
  try {
    const type: PhotoType = (await encodesWebp()) ? 'image/webp' : 'image/jpeg';
    const image = await encodeWithin(
      bitmap,
      fitWithin(bitmap.width, bitmap.height, options.edge),
      options.targetBytes,
      type,
    );
    const thumb = await encodeWithin(
      bitmap,
      fitWithin(bitmap.width, bitmap.height, options.thumbEdge),
      options.thumbBytes,
      type,
    );
    return {
      type,
      width: image.width,
      height: image.height,
      image: await bytesOf(image.blob),
      thumb: await bytesOf(thumb.blob),
    };
  } finally {
    bitmap.close();
  }
}
