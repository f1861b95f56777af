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
