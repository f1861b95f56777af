import { messagePreview } from '@detailing/core/domain';
import type { TokenMessage } from 'firebase-admin/messaging';

/**
 * What a push to staff says and where it leads (notify-staff.ts sends it): the visitor's message
 * on one line, the conversation in the console, the minute's summary, and FCM's verdict on a
 * registration.
 */

/** The spec's notification title (section 8); the console's in-app toast uses the same text. */
export const NOTIFICATION_TITLE = 'New Live Chat Message';

/** The console shows session ids truncated to this many characters (spec section 9). */
export const SESSION_ID_DISPLAY_LENGTH = 8;

/** Longest message preview in the notification body, in characters. */
export const PREVIEW_LENGTH = 80;

/** How long FCM keeps trying to deliver to an offline phone (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Every push to staff: delivered at once, and tried for a day on an offline phone. */
export const STAFF_PUSH_WEBPUSH = {
  headers: { Urgency: 'high', TTL: String(PUSH_TTL_SECONDS) },
} as const;

export const shortSessionId = (sessionId: string): string =>
  sessionId.slice(0, SESSION_ID_DISPLAY_LENGTH);

/** A visitor's message as the trigger reads it: its text and its photos (CHAT-PRODUCT.md 6). */
export interface PushedMessage {
  readonly content?: unknown;
  readonly photos?: unknown;
}

/**
 * The visitor's message on one line, cut to PREVIEW_LENGTH characters: its photos first
 * ("📷 Photo", "📷 2 photos"), then its words. Characters are code points, so an emoji is never
 * cut in half (a lone surrogate shows as a box, or breaks FCM).
 */
export function previewOf({ content, photos }: PushedMessage): string {
  const text = typeof content === 'string' ? content.replace(/\s+/g, ' ').trim() : '';
  const photoCount = Array.isArray(photos) ? photos.length : 0;
  const characters = Array.from(messagePreview(text, photoCount));
  if (characters.length <= PREVIEW_LENGTH) return characters.join('');
  return `${characters
    .slice(0, PREVIEW_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/** The staff console's conversation list. */
export const CONSOLE_PATH = '/admin/chat';

/** Where a notification click leads: the console with that conversation open. */
const conversationPath = (sessionId: string): string =>
  `${CONSOLE_PATH}?session=${encodeURIComponent(sessionId)}`;

/**
 * The push for one device. A data-only message: the service worker (`/sw.js`) displays it
 * itself, so the FCM SDK never shows a second copy, and every field arrives as a string. The
 * worker tags it with the session, so a later push for the same conversation replaces it;
 * `count` (messages since the last push) then says how many are new.
 */
export function buildPush(
  token: string,
  sessionId: string,
  message: PushedMessage,
  count = 1,
): TokenMessage {
  const shortId = shortSessionId(sessionId);
  const preview = previewOf(message);
  const heading = count > 1 ? `Session ${shortId}, ${count} new messages` : `Session ${shortId}`;
  return {
    token,
    data: {
      type: 'visitor-message',
      title: NOTIFICATION_TITLE,
      body: preview ? `${heading}: ${preview}` : heading,
      count: String(count),
      sessionId,
      shortId,
      url: conversationPath(sessionId),
    },
    webpush: STAFF_PUSH_WEBPUSH,
  };
}

/** The summary push's words: how many conversations wait, and that pushes resume. */
export function summaryText(waiting: number): string {
  const conversations = waiting === 1 ? '1 conversation is' : `${waiting} conversations are`;
  return `${conversations} waiting for a reply. More notifications in a minute: open the console.`;
}

/**
 * The push sent instead of the others once the minute's budget is spent: no conversation's
 * words, the console's list as its link, and the tag of every chat push without a conversation
 * (the service worker's `chat`), so a later summary replaces it.
 */
export function buildSummaryPush(token: string, waiting: number): TokenMessage {
  return {
    token,
    data: {
      type: 'summary',
      title: NOTIFICATION_TITLE,
      body: summaryText(waiting),
      count: String(waiting),
      url: CONSOLE_PATH,
    },
    webpush: STAFF_PUSH_WEBPUSH,
  };
}

/** FCM error codes that mean the registration is dead for good and should be deleted. */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/**
 * Whether FCM's answer for one device means its registration should be deleted. FCM's HTTP v1
 * API reports a malformed token as INVALID_ARGUMENT ("The registration token is not a valid FCM
 * registration token"), which the Admin SDK maps to `messaging/invalid-argument`; the same code
 * also covers a bad payload, which is our fault, not the device's, so only the token variant
 * counts.
 */
export function isDeadRegistration(error: { code: string; message: string } | undefined): boolean {
  if (!error) return false;
  if (DEAD_TOKEN_CODES.has(error.code)) return true;
  return error.code === 'messaging/invalid-argument' && /registration token/i.test(error.message);
}
