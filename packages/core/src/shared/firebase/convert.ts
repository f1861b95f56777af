import { Bytes, type DocumentSnapshot, Timestamp } from 'firebase/firestore';
import type {
  ChatMessage,
  ChatSession,
  LastMessage,
  Sender,
  VisitorContext,
  VisitorIdentity,
} from '../../chat/domain/model';
import {
  isValidPhotoList,
  PHOTO_TYPES,
  type PhotoRef,
  type StoredPhoto,
} from '../../chat/domain/photos';
import { areValidDetails } from '../../chat/domain/visitor-context';
import { countsFrom } from '../../chat/firebase/signals';

/**
 * Documents as model objects. Pending server timestamps are shown as the SDK's local estimate,
 * and a document with a pending local write is marked `pending`. A malformed document (which the
 * rules make impossible) is skipped rather than crashing a view.
 */
const READ = { serverTimestamps: 'estimate' } as const;

const isSender = (value: unknown): value is Sender => value === 'user' || value === 'admin';

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

function lastMessageOf(value: unknown): LastMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, content, sender, photos }: Record<string, unknown> = { ...value };
  if (typeof id !== 'string' || typeof content !== 'string' || !isSender(sender)) return undefined;
  return { id, content, sender, ...(count(photos) > 0 ? { photos: count(photos) } : {}) };
}

/** A message's photo list as the rules let it be written (ids and sizes), or none. */
function photosOf(value: unknown): readonly PhotoRef[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const photos = value.map((photo: unknown): PhotoRef => {
    const { id, width, height }: Record<string, unknown> =
      typeof photo === 'object' && photo !== null ? { ...photo } : {};
    return { id: String(id), width: Number(width), height: Number(height) };
  });
  return isValidPhotoList(photos) ? photos : undefined;
}

export function toSession(snapshot: DocumentSnapshot): ChatSession | null {
  const data: Record<string, unknown> | undefined = snapshot.data(READ);
  if (!data) return null;
  const { status, visitorUid } = data;
  const createdAt = millis(data.createdAt);
  const updatedAt = millis(data.updatedAt);
  if (status !== 'open' && status !== 'closed') return null;
  if (typeof visitorUid !== 'string' || createdAt === null || updatedAt === null) return null;
  const lastMessage = lastMessageOf(data.lastMessage);
  // The rules validate both; a malformed one is left out rather than shown.
  const { visitor, context } = data;
  return {
    id: snapshot.id,
    status,
    visitorUid,
    createdAt,
    updatedAt,
    ...(lastMessage ? { lastMessage } : {}),
    counts: countsFrom(data),
    ...(count(data.photoCount) > 0 ? { photoCount: count(data.photoCount) } : {}),
    ...(data.emailStopped === true ? { emailStopped: true } : {}),
    ...(visitor !== undefined && areValidDetails({ visitor })
      ? { visitor: visitor as VisitorIdentity }
      : {}),
    ...(context !== undefined && areValidDetails({ context })
      ? { context: context as VisitorContext }
      : {}),
  };
}

export function toMessage(snapshot: DocumentSnapshot, sessionId: string): ChatMessage | null {
  const data: Record<string, unknown> | undefined = snapshot.data(READ);
  if (!data) return null;
  const { content, sender, seq } = data;
  const createdAt = millis(data.createdAt);
  if (typeof content !== 'string' || !isSender(sender)) return null;
  if (typeof seq !== 'number' || createdAt === null) return null;
  const photos = photosOf(data.photos);
  return {
    id: snapshot.id,
    sessionId,
    content,
    sender,
    createdAt,
    seq,
    ...(photos ? { photos } : {}),
    ...(snapshot.metadata.hasPendingWrites ? { pending: true } : {}),
    ...(data.automatic === true && sender === 'admin' ? { automatic: true as const } : {}),
    ...(typeof data.quoteId === 'string' && sender === 'admin' ? { quoteId: data.quoteId } : {}),
  };
}

/** A stored photo, or null when the document is missing or malformed. */
export function toPhoto(snapshot: DocumentSnapshot): StoredPhoto | null {
  const data: Record<string, unknown> | undefined = snapshot.data();
  if (!data) return null;
  const { image, thumb, type, width, height, sender, messageId } = data;
  if (!(image instanceof Bytes) || !(thumb instanceof Bytes) || !isSender(sender)) return null;
  if (!PHOTO_TYPES.some((known) => known === type) || typeof messageId !== 'string') return null;
  if (typeof width !== 'number' || typeof height !== 'number') return null;
  return {
    id: snapshot.id,
    type: type as StoredPhoto['type'],
    width,
    height,
    image: image.toUint8Array(),
    thumb: thumb.toUint8Array(),
    sender,
    messageId,
  };
}

/** Maps and drops malformed documents. */
export function convertAll<T>(
  snapshots: readonly DocumentSnapshot[],
  convert: (snapshot: DocumentSnapshot) => T | null,
): T[] {
  const out: T[] = [];
  for (const snapshot of snapshots) {
    const value = convert(snapshot);
    if (value !== null) out.push(value);
  }
  return out;
}
