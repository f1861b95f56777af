import { ChatBackendError } from '../shared/domain/errors';
import { isValidChatId } from '../shared/domain/ids';
import type { OutgoingMessage } from './domain/model';
import { isValidPhoto, isValidPhotoList } from './domain/photos';
import { isSendableContent } from './domain/validation';

/**
 * The checks both adapters make before writing, mirroring the rules: valid ids, validated
 * content (trimmed, 1..2000, no control characters; empty only beside photos), 1..4 valid
 * photos when any, and a non-negative integer sequence.
 */
export function assertSendable(message: OutgoingMessage): void {
  if (!isValidChatId(message.sessionId))
    throw invalid(`Invalid session id "${message.sessionId}".`);
  if (!isValidChatId(message.id)) throw invalid(`Invalid message id "${message.id}".`);
  const photos = message.photos ?? [];
  if (photos.length > 0 && !(isValidPhotoList(photos) && photos.every(isValidPhoto))) {
    throw invalid('Photos must be prepared (preparePhoto): 1 to 4, each within the limits.');
  }
  if (!(isSendableContent(message.content) || (message.content === '' && photos.length > 0))) {
    throw invalid('Message content must be validated (validateMessage) before sending.');
  }
  if (!Number.isSafeInteger(message.seq) || message.seq < 0) {
    throw invalid(`Invalid sequence number ${message.seq}.`);
  }
}

export function assertSessionId(sessionId: string): void {
  if (!isValidChatId(sessionId)) throw invalid(`Invalid session id "${sessionId}".`);
}

function invalid(message: string): ChatBackendError {
  return new ChatBackendError('invalid-argument', message);
}
