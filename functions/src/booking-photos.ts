import { BOOKING_LIMITS } from '@detailing/core/booking';
import { isValidChatId, PHOTO_LIMITS, PHOTO_TYPES, type PhotoType } from '@detailing/core/domain';

/**
 * The photos a visitor sends with a booking (BOOKING.md 3: up to 4, the chat's rules): prepared
 * in the browser as the chat's are (upright, at most 1600 px, re-encoded without metadata) and
 * sent in the booking's JSON as base64. Checked here as the rules check the chat's: each a JPEG
 * or WebP by its first bytes (its stated type proves nothing), within the sizes, with a
 * thumbnail; then stored with the booking, in its transaction.
 */

export interface BookingPhotoUpload {
  readonly id: string;
  readonly type: PhotoType;
  readonly width: number;
  readonly height: number;
  readonly image: Buffer;
  readonly thumb: Buffer;
}

const isDimension = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isSafeInteger(value) &&
  value >= 1 &&
  value <= PHOTO_LIMITS.edge;

/** Whether the bytes begin as a photo of `type` does. */
function looksLike(type: PhotoType, bytes: Buffer): boolean {
  if (type === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Base64 to bytes within `max`, or null. */
function bytesOf(value: unknown, max: number): Buffer | null {
  if (typeof value !== 'string' || value.length > Math.ceil(max / 3) * 4 || !BASE64.test(value)) {
    return null;
  }
  const bytes = Buffer.from(value, 'base64');
  return bytes.byteLength >= 1 && bytes.byteLength <= max ? bytes : null;
}

/** The photos of a booking's JSON (none when absent), or null when any cannot be taken. */
export function photosOf(list: unknown): BookingPhotoUpload[] | null {
  if (list === undefined) return [];
  if (!Array.isArray(list) || list.length > BOOKING_LIMITS.photos) return null;
  const photos: BookingPhotoUpload[] = [];
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { id, type, width, height, image, thumb } = item as Record<string, unknown>;
    const kind = PHOTO_TYPES.find((known) => known === type);
    const imageBytes = bytesOf(image, PHOTO_LIMITS.imageBytes);
    const thumbBytes = bytesOf(thumb, PHOTO_LIMITS.thumbBytes);
    if (
      typeof id !== 'string' ||
      !isValidChatId(id) ||
      !kind ||
      !isDimension(width) ||
      !isDimension(height) ||
      !imageBytes ||
      !thumbBytes ||
      !looksLike(kind, imageBytes) ||
      !looksLike(kind, thumbBytes)
    ) {
      return null;
    }
    photos.push({ id, type: kind, width, height, image: imageBytes, thumb: thumbBytes });
  }
  return new Set(photos.map((photo) => photo.id)).size === photos.length ? photos : null;
}
