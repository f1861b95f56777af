import { CHAT_ID_PATTERN, SESSION_ID_DISPLAY_LENGTH } from './constants';

/** A new session or message id (a random UUID, generated on the client). */
export function createChatId(): string {
  return crypto.randomUUID();
}

export function isValidChatId(id: string): boolean {
  return CHAT_ID_PATTERN.test(id);
}

/** The session id as the staff console shows it: its first 8 characters. */
export function shortSessionId(sessionId: string): string {
  return sessionId.slice(0, SESSION_ID_DISPLAY_LENGTH);
}
