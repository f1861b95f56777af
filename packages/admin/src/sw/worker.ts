/**
 * The service worker's behaviour, written against the few worker APIs it uses, so it is tested
 * in Node with fakes. `sw.ts` binds it to the real worker scope.
 *
 * Pushes arrive as FCM data-only messages (see functions/src/notify-staff.ts): FCM's SDK is not
 * in this worker, so nothing else displays them and nothing is shown twice. Each push shows
 * exactly one notification (browsers require it), replacing the previous one of the same
 * conversation. The console's offline shell (fetch and cache) is console-shell.ts.
 */

import type { OpenPathMessage, OpenSessionMessage } from './messages';

export const NOTIFICATION_TITLE = 'New Live Chat Message';
export const CONSOLE_PATH = '/admin/chat';
const CONSOLE_SCOPE = '/admin/';
const SHORT_ID_LENGTH = 8;

export interface NotificationContent {
  readonly title: string;
  readonly options: {
    readonly body: string;
    readonly tag: string;
    /** A later push for the same conversation replaces the notification and alerts again. */
    readonly renotify: boolean;
    readonly icon: string;
    readonly badge: string;
    readonly data: { readonly url: string; readonly sessionId: string | null };
  };
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  postMessage(message: OpenSessionMessage | OpenPathMessage): void;
}

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options: NotificationContent['options']): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: Event) => void): void;
}

type Extendable = Event & { waitUntil(promise: Promise<unknown>): void };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isExtendable = (event: Event): event is Extendable =>
  'waitUntil' in event && typeof event.waitUntil === 'function';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Only a console path on this origin may be opened from a notification. */
export function safeConsoleUrl(candidate: unknown, origin: string): string {
  const fallback = new URL(CONSOLE_PATH, origin).href;
  if (typeof candidate !== 'string') return fallback;
  try {
    const url = new URL(candidate, origin);
    return url.origin === origin && url.pathname.startsWith(CONSOLE_SCOPE) ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** The push payload (FCM's JSON: `{ data: {...}, from, fcmMessageId, ... }`) as a notification. */
export function notificationFromPush(payload: unknown, origin: string): NotificationContent {
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : {};
  // A notification payload (sent by someone else's tooling) is honoured too.
  const shown = isRecord(payload) && isRecord(payload.notification) ? payload.notification : {};
  const sessionId = text(data.sessionId) ?? null;
  const shortId = text(data.shortId) ?? sessionId?.slice(0, SHORT_ID_LENGTH);
  const url = safeConsoleUrl(
    data.url ?? (sessionId ? `${CONSOLE_PATH}?session=${encodeURIComponent(sessionId)}` : null),
    origin,
  );
  return {
    title: text(data.title) ?? text(shown.title) ?? NOTIFICATION_TITLE,
    options: {
      body:
        text(data.body) ??
        text(shown.body) ??
        (shortId ? `Session ${shortId}` : 'A visitor is waiting in the live chat.'),
      // A request's push names its own tag (`requests`): a later one replaces it.
      tag: sessionId ? `chat-${sessionId}` : (text(data.tag) ?? 'chat'),
      renotify: true,
      icon: '/admin/icons/icon-192.png',
      badge: '/admin/icons/badge-96.png',
      data: { url, sessionId },
    },
  };
}

function readPayload(event: Event): unknown {
  if (!('data' in event) || !isRecord(event.data)) return null;
  const { data } = event;
  try {
    return 'json' in data && typeof data.json === 'function' ? data.json() : null;
  } catch {
    return null;
  }
}

/** Focuses an open console and tells it which conversation to show, or opens a new one. */
export async function openConversation(
  scope: WorkerScope,
  url: string,
  sessionId: string | null,
): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith(CONSOLE_SCOPE));
  if (open) {
    await open.focus();
    if (sessionId) open.postMessage({ type: 'open-session', sessionId });
    else open.postMessage({ type: 'open-path', path: new URL(url).pathname + new URL(url).search });
    return;
  }
  await scope.clients.openWindow(url);
}

function clickTarget(event: Event, origin: string): { url: string; sessionId: string | null } {
  const notification = 'notification' in event ? event.notification : null;
  if (
    isRecord(notification) &&
    'close' in notification &&
    typeof notification.close === 'function'
  ) {
    notification.close();
  }
  const data = isRecord(notification) && isRecord(notification.data) ? notification.data : {};
  return { url: safeConsoleUrl(data.url, origin), sessionId: text(data.sessionId) ?? null };
}

export function installWorker(scope: WorkerScope): void {
  const origin = scope.location.origin;

  // A new version takes over at once: it answers the same requests as the old one (the console
  // shell's fetch handler serves kept pages and hashed assets, which work with any version).
  scope.addEventListener('install', () => {
    void scope.skipWaiting();
  });
  scope.addEventListener('activate', (event) => {
    if (isExtendable(event)) event.waitUntil(scope.clients.claim());
  });

  scope.addEventListener('push', (event) => {
    const { title, options } = notificationFromPush(readPayload(event), origin);
    const shown = scope.registration.showNotification(title, options);
    if (isExtendable(event)) event.waitUntil(shown);
  });

  scope.addEventListener('notificationclick', (event) => {
    const { url, sessionId } = clickTarget(event, origin);
    const opened = openConversation(scope, url, sessionId);
    if (isExtendable(event)) event.waitUntil(opened);
  });
}
