import { isValidChatId } from '../../shared/domain/ids';
import { type MessageProblem, validateMessage } from './validation';

/**
 * Photos in the conversation (CHAT-PRODUCT.md 6): the limits both adapters and the rules hold,
 * the texts of the refusals, and how a photo is named where only text fits (the list, pushes).
 * `firestore.rules` has the same numbers (rules-limits.test.ts keeps them equal).
 */
export const PHOTO_LIMITS = {
  /** Photos in one message. */
  perMessage: 4,
  /** Photos in one conversation, both sides together. */
  perConversation: 20,
  /** The stored image, bytes (the rules' ceiling; the browser aims at `targetBytes`). */
  imageBytes: 600_000,
  /** What the browser's preparation keeps each photo under. */
  targetBytes: 500_000,
  /** The stored thumbnail, bytes. */
  thumbBytes: 40_000,
  /** The long edge of the stored image, pixels (never enlarged). */
  edge: 1600,
  /** The long edge of the thumbnail, pixels. */
  thumbEdge: 320,
  /** A chosen file larger than this is refused before it is read. */
  fileBytes: 25_000_000,
} as const;

/** What the stored image may be (the browser re-encodes every photo to one of these). */
export const PHOTO_TYPES = ['image/jpeg', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/**
 * The spec's texts that a composer or a conversation shows before any photo code is fetched:
 * the attach button, a failed send, and the refusals (the file is never sent; the text stays).
 * The labels of the photo code itself are PHOTO_LABELS (photo-labels.ts).
 */
export const PHOTO_TEXTS = {
  attach: 'Attach photo',
  notSent: 'Not sent',
  retry: 'Retry',
  unreadable: "That file can't be sent. Choose a photo (JPEG, PNG or WebP).",
  tooManyInMessage: 'You can send up to 4 photos at a time.',
  tooManyInConversation: "This chat can't take more photos. Please describe the rest.",
  /** Ours: the preparation itself failed (its chunk did not load, say, offline). */
  notPrepared: 'That photo could not be prepared. Please try again.',
} as const;

/** A photo as a message names it: which, and its size, so a thumbnail takes its place at once. */
export interface PhotoRef {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

/** A prepared photo, as a client hands it to the port with its message. */
export interface OutgoingPhoto extends PhotoRef {
  readonly type: PhotoType;
  /** The image, upright, at most PHOTO_LIMITS.edge on its long edge, no metadata. */
  readonly image: Uint8Array;
  /** The thumbnail, at most PHOTO_LIMITS.thumbEdge on its long edge. */
  readonly thumb: Uint8Array;
}

/** A stored photo, as it is read back (one document per photo). */
export interface StoredPhoto extends OutgoingPhoto {
  readonly sender: 'user' | 'admin';
  /** The message that carries it. */
  readonly messageId: string;
}

/** "📷 Photo" or "📷 2 photos": a message's photos where only text fits. */
export function photoSummary(count: number): string {
  return count === 1 ? '📷 Photo' : `📷 ${count} photos`;
}

/**
 * A message as one line of text, for the console's list and the pushes: its photos first
 * ("📷 Photo"), then its text, if any.
 */
export function messagePreview(content: string, photoCount = 0): string {
  if (photoCount === 0) return content;
  return content === '' ? photoSummary(photoCount) : `${photoSummary(photoCount)} ${content}`;
}

const isDimension = (value: number) =>
  Number.isSafeInteger(value) && value >= 1 && value <= PHOTO_LIMITS.edge;

/** What the rules check of a message's photo list: 1..4 distinct ids, whole sizes in range. */
export function isValidPhotoList(photos: readonly PhotoRef[]): boolean {
  if (photos.length < 1 || photos.length > PHOTO_LIMITS.perMessage) return false;
  if (new Set(photos.map((photo) => photo.id)).size !== photos.length) return false;
  return photos.every(
    (photo) => isValidChatId(photo.id) && isDimension(photo.width) && isDimension(photo.height),
  );
}

/** What the rules check of a stored photo: its type, and its image and thumbnail sizes. */
export function isValidPhoto(photo: OutgoingPhoto): boolean {
  return (
    (PHOTO_TYPES as readonly string[]).includes(photo.type) &&
    photo.image.byteLength >= 1 &&
    photo.image.byteLength <= PHOTO_LIMITS.imageBytes &&
    photo.thumb.byteLength >= 1 &&
    photo.thumb.byteLength <= PHOTO_LIMITS.thumbBytes
  );
}

/**
 * The preview a session keeps of its newest message (`lastMessage`): its id, text and sender,
 * and how many photos it carries when it has any.
 */
export function lastMessageOf(
  message: { readonly id: string; readonly content: string; readonly photos?: readonly unknown[] },
  sender: 'user' | 'admin',
): { id: string; content: string; sender: 'user' | 'admin'; photos?: number } {
  const photos = message.photos?.length ?? 0;
  return { id: message.id, content: message.content, sender, ...(photos > 0 ? { photos } : {}) };
}

/** The reference a message keeps of a photo (no bytes). */
export const photoRef = ({ id, width, height }: PhotoRef): PhotoRef => ({ id, width, height });

export type PhotoProblem = 'too-many-photos' | 'photo-limit';

export type OutgoingValidation =
  | { readonly ok: true; readonly content: string }
  | {
      readonly ok: false;
      readonly reason: MessageProblem | PhotoProblem;
      readonly message: string;
    };

/**
 * What a person typed, with the photos they attached: at most 4 photos, no more than the
 * conversation has room for, and the text validated as validateMessage does; with photos the
 * text may be empty (content '').
 */
export function validateOutgoing(
  text: string,
  photoCount: number,
  roomLeft: number,
): OutgoingValidation {
  if (photoCount > PHOTO_LIMITS.perMessage) {
    return { ok: false, reason: 'too-many-photos', message: PHOTO_TEXTS.tooManyInMessage };
  }
  if (photoCount > roomLeft) {
    return { ok: false, reason: 'photo-limit', message: PHOTO_TEXTS.tooManyInConversation };
  }
  if (photoCount > 0 && text.trim() === '') return { ok: true, content: '' };
  return validateMessage(text);
}
