/**
 * Real photo files made in the browser for tests (`@detailing/core/testing/photo-files`,
 * browser tests only) (CHAT-PRODUCT.md 6): a canvas encoded as JPEG,
 * with an EXIF block (orientation and a GPS position) spliced in as a phone camera writes it.
 */

export interface TestJpegOptions {
  readonly width: number;
  readonly height: number;
  /** EXIF orientation (1..8) to write; none when left out. */
  readonly orientation?: number;
  /** Writes a GPS block (latitude 50° 44′ N: Christchurch, Dorset). */
  readonly gps?: boolean;
  /** Noise instead of flat colours: a picture that does not compress well. */
  readonly noise?: boolean;
  readonly quality?: number;
}

/** The colour of the stored picture's top-left quarter, which orientation tests follow. */
export const MARKER = { r: 220, g: 20, b: 20 } as const;
/** The colour of the rest. */
export const BACKGROUND = { r: 20, g: 60, b: 200 } as const;

/** GPS latitude as the EXIF block stores it: 50/1, 44/1, 0/1 (big-endian rationals). */
export const GPS_LATITUDE_BYTES = [0, 0, 0, 50, 0, 0, 0, 1, 0, 0, 0, 44, 0, 0, 0, 1] as const;

function paint(options: TestJpegOptions): OffscreenCanvas {
  const canvas = new OffscreenCanvas(options.width, options.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  if (options.noise) {
    const pixels = context.createImageData(options.width, options.height);
    // A fast deterministic generator: the same picture every run.
    let seed = 12345;
    const data = new Uint32Array(pixels.data.buffer);
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      data[i] = seed | 0xff000000;
    }
    context.putImageData(pixels, 0, 0);
  } else {
    context.fillStyle = `rgb(${BACKGROUND.r} ${BACKGROUND.g} ${BACKGROUND.b})`;
    context.fillRect(0, 0, options.width, options.height);
  }
  context.fillStyle = `rgb(${MARKER.r} ${MARKER.g} ${MARKER.b})`;
  context.fillRect(0, 0, options.width / 2, options.height / 2);
  return canvas;
}

/** An APP1 segment: "Exif\0\0", then a big-endian TIFF block with IFD0 and a GPS IFD. */
function exifSegment(orientation: number | undefined, gps: boolean): Uint8Array<ArrayBuffer> {
  const tiff: number[] = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8];
  const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
  const u32 = (value: number) => [...u16(value >>> 16), ...u16(value & 0xffff)];
  const entries: number[][] = [];
  const ifd0Count = (orientation ? 1 : 0) + (gps ? 1 : 0);
  const gpsOffset = 8 + 2 + ifd0Count * 12 + 4;
  if (orientation) entries.push([...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0]);
  if (gps) entries.push([...u16(0x8825), ...u16(4), ...u32(1), ...u32(gpsOffset)]);
  tiff.push(...u16(entries.length), ...entries.flat(), ...u32(0));
  if (gps) {
    const dataOffset = gpsOffset + 2 + 2 * 12 + 4;
    tiff.push(...u16(2));
    tiff.push(...u16(0x0001), ...u16(2), ...u32(2), 0x4e, 0, 0, 0); // GPSLatitudeRef "N"
    tiff.push(...u16(0x0002), ...u16(5), ...u32(3), ...u32(dataOffset)); // GPSLatitude
    tiff.push(...u32(0));
    tiff.push(...GPS_LATITUDE_BYTES, 0, 0, 0, 0, 0, 0, 0, 1);
  }
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return new Uint8Array([0xff, 0xe1, ...u16(payload.length + 2), ...payload]);
}

/** A JPEG file as a phone would hand it over, EXIF included. */
export async function testJpeg(options: TestJpegOptions): Promise<File> {
  const blob = await paint(options).convertToBlob({
    type: 'image/jpeg',
    quality: options.quality ?? 0.92,
  });
  const jpeg = new Uint8Array(await blob.arrayBuffer());
  const parts: BlobPart[] =
    options.orientation || options.gps
      ? [jpeg.slice(0, 2), exifSegment(options.orientation, options.gps ?? false), jpeg.slice(2)]
      : [jpeg];
  return new File(parts, 'IMG_0001.jpg', { type: 'image/jpeg' });
}

/** A PNG of the given size (flat colours and the marker). */
export async function testPng(width: number, height: number): Promise<File> {
  const blob = await paint({ width, height }).convertToBlob({ type: 'image/png' });
  return new File([blob], 'screenshot.png', { type: 'image/png' });
}

/** Whether `needle` occurs in `bytes`. */
export function containsBytes(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The colour at (x, y) of an encoded picture, decoded by the browser. */
export async function colourAt(
  bytes: Uint8Array,
  type: string,
  x: number,
  y: number,
): Promise<{ r: number; g: number; b: number }> {
  const bitmap = await createImageBitmap(new Blob([bytes.slice()], { type }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.drawImage(bitmap, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
  return { r, g, b };
}
