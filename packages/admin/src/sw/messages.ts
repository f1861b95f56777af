/** What the service worker posts to an open console when a notification is clicked. */
export interface OpenSessionMessage {
  readonly type: 'open-session';
  readonly sessionId: string;
}

export const isOpenSessionMessage = (value: unknown): value is OpenSessionMessage =>
  typeof value === 'object' &&
  value !== null &&
  'type' in value &&
  value.type === 'open-session' &&
  'sessionId' in value &&
  typeof value.sessionId === 'string';

/** What the service worker posts to an open console for a notification without a conversation. */
export interface OpenPathMessage {
  readonly type: 'open-path';
  /** A console path, e.g. `/admin/chat/requests?request=ID`. */
  readonly path: string;
}

export const isOpenPathMessage = (value: unknown): value is OpenPathMessage =>
  typeof value === 'object' &&
  value !== null &&
  'type' in value &&
  value.type === 'open-path' &&
  'path' in value &&
  typeof value.path === 'string';
