import { doc, type Firestore, getDoc } from 'firebase/firestore';
import { PHOTOS, SESSIONS } from '../../shared/domain/collections';
import { ChatBackendError } from '../../shared/domain/errors';
import type { StoredPhoto } from '../domain/photos';
import { assertSessionId } from '../outgoing';
import { toPhoto } from '../../shared/firebase/convert';
import { withMappedErrors } from '../../shared/firebase/map-error';

/**
 * One photo, read once: `chatSessions/{id}/photos/{photoId}` holds up to 640 kB, so it is never
 * watched or listed (a snapshot of many would carry megabytes; a Node gRPC stream refuses
 * messages over 4 MB). The rules let staff and the conversation's visitor read it.
 */
export async function readPhoto(
  db: Firestore,
  sessionId: string,
  photoId: string,
): Promise<StoredPhoto> {
  assertSessionId(sessionId);
  const snapshot = await withMappedErrors(getDoc(doc(db, SESSIONS, sessionId, PHOTOS, photoId)));
  const photo = toPhoto(snapshot);
  if (!photo) throw new ChatBackendError('not-found', `No photo ${photoId} in ${sessionId}.`);
  return photo;
}
