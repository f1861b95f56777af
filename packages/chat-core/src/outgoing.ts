import { ChatBackendError } from './domain/errors';
import { isValidChatId } from './domain/ids';
import type { OutgoingMessage } from './domain/model';
import { isSendableContent } from './domain/validation';

/**
 * The checks both adapters make before writing, mirroring the rules: valid ids, validated
 * content (trimmed, 1..2000, no control characters) and a non-negative integer sequence.
 */
export function assertSendable(message: OutgoingMessage): void {
  if (!isValidChatId(message.sessionId))
    throw invalid(`Invalid session id "${message.sessionId}".`);
  if (!isValidChatId(message.id)) throw invalid(`Invalid message id "${message.id}".`);
  if (!isSendableContent(message.content)) {
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
