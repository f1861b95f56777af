import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_TEXTS } from './domain/photos';
import {
  BACKGROUND,
  colourAt,
  containsBytes,
  GPS_LATITUDE_BYTES,
  MARKER,
  testJpeg,
  testPng,
} from '../testing/photo-files';
import { fitWithin, PHOTO_TOO_LARGE, preparePhoto, PhotoRefusedError } from './prepare-photo';

const EXIF = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
type Colour = { r: number; g: number; b: number };
const near = (colour: Colour, expected: Colour) =>
  Math.abs(colour.r - expected.r) +
    Math.abs(colour.g - expected.g) +
    Math.abs(colour.b - expected.b) <
  60;

async function refusal(file: Blob): Promise<PhotoRefusedError> {
  const error: unknown = await preparePhoto(file).then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (!(error instanceof PhotoRefusedError)) throw error;
  return error;
}

describe('preparePhoto (real Chromium, real files)', () => {
  it('turns a 4032×3024 phone photo with EXIF orientation 6 upright, at 1600 px, without EXIF or GPS', async () => {
    const file = await testJpeg({ width: 4032, height: 3024, orientation: 6, gps: true });
    const source = new Uint8Array(await file.arrayBuffer());
    // The file is what a phone writes: EXIF with a GPS position, and the browser reads it.
    expect(containsBytes(source, EXIF)).toBe(true);
    expect(containsBytes(source, [...GPS_LATITUDE_BYTES])).toBe(true);
    const decoded = await createImageBitmap(file);
    expect([decoded.width, decoded.height]).toEqual([3024, 4032]);

    const photo = await preparePhoto(file);
    expect([photo.width, photo.height]).toEqual([1200, 1600]);
    expect(photo.type).toBe('image/webp');
    expect(photo.image.byteLength).toBeLessThanOrEqual(PHOTO_LIMITS.targetBytes);
    expect(photo.thumb.byteLength).toBeLessThanOrEqual(PHOTO_LIMITS.thumbBytes);
    for (const bytes of [photo.image, photo.thumb]) {
      expect(containsBytes(bytes, EXIF)).toBe(false);
      expect(containsBytes(bytes, [...GPS_LATITUDE_BYTES])).toBe(false);
    }
    // Rotated a quarter turn clockwise: the stored top-left quarter is now top-right.
    expect(near(await colourAt(photo.image, photo.type, 1200 - 100, 100), MARKER)).toBe(true);
    expect(near(await colourAt(photo.image, photo.type, 100, 100), BACKGROUND)).toBe(true);
    const thumb = await createImageBitmap(new Blob([photo.thumb.slice()], { type: photo.type }));
    expect([thumb.width, thumb.height]).toEqual([240, 320]);
  });

  it('never enlarges a small picture, and takes PNG as well as JPEG', async () => {
    const photo = await preparePhoto(await testPng(800, 600));
    expect([photo.width, photo.height]).toEqual([800, 600]);
    expect(near(await colourAt(photo.image, photo.type, 100, 100), MARKER)).toBe(true);
  });

  it('keeps a picture that hardly compresses under 500,000 bytes', async () => {
    const file = await testJpeg({ width: 2400, height: 1800, noise: true, quality: 0.95 });
    expect(file.size).toBeGreaterThan(4 * PHOTO_LIMITS.targetBytes);
    const photo = await preparePhoto(file);
    expect(photo.image.byteLength).toBeLessThanOrEqual(PHOTO_LIMITS.targetBytes);
    expect(photo.thumb.byteLength).toBeLessThanOrEqual(PHOTO_LIMITS.thumbBytes);
    expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(PHOTO_LIMITS.edge);
  });

  it('refuses a text file named .jpg, an SVG, a truncated JPEG and a 30 MB file', async () => {
    const text = new File(['Not a photo at all'], 'car.jpg', { type: 'image/jpeg' });
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'],
      'car.svg',
      { type: 'image/svg+xml' },
    );
    const jpeg = new Uint8Array(await (await testJpeg({ width: 64, height: 64 })).arrayBuffer());
    const truncated = new File([jpeg.slice(0, 40)], 'cut.jpg', { type: 'image/jpeg' });
    const huge = new File([new Uint8Array(30_000_000)], 'huge.jpg', { type: 'image/jpeg' });
    for (const [file, reason] of [
      [text, 'unreadable'],
      [svg, 'unreadable'],
      [truncated, 'unreadable'],
      [huge, 'too-large'],
    ] as const) {
      const refused = await refusal(file);
      expect(refused.reason).toBe(reason);
      // Each refusal in its own words: a large photo is not "not a photo".
      expect(refused.message).toBe(
        reason === 'too-large' ? PHOTO_TOO_LARGE : PHOTO_TEXTS.unreadable,
      );
    }
  });
});

describe('fitWithin', () => {
  it('fits the long edge, keeps the ratio, never enlarges', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 320)).toEqual({ width: 240, height: 320 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });
});
