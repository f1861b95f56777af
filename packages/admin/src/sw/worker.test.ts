import { describe, expect, it } from 'vitest';
import { isOpenSessionMessage, type OpenSessionMessage } from './messages';
import { installWorker, notificationFromPush, safeConsoleUrl, type WorkerScope } from './worker';

const ORIGIN = 'https://detailing.example';
const SESSION = '7b1d9e42-aaaa-4bbb-8ccc-0123456789ab';

/** The FCM web push payload of our function's data-only message. */
const fcmPayload = {
  from: '000000000000',
  priority: 'high',
  fcmMessageId: 'abc',
  data: {
    type: 'visitor-message',
    title: 'New Live Chat Message',
    body: 'Session 7b1d9e42: Do you cover Lymington?',
    sessionId: SESSION,
    shortId: '7b1d9e42',
    url: `/admin/chat?session=${SESSION}`,
  },
};

function fakeScope(windows: { url: string }[] = []) {
  const listeners = new Map<string, (event: Event) => void>();
  const shown: { title: string; body: string; tag: string; renotify: boolean; url: string }[] = [];
  const focused: string[] = [];
  const posted: OpenSessionMessage[] = [];
  const opened: string[] = [];
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({
          title,
          body: options.body,
          tag: options.tag,
          renotify: options.renotify,
          url: options.data.url,
        });
      },
    },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => focused.push(w.url),
          postMessage: (message: OpenSessionMessage) => posted.push(message),
        })),
      openWindow: async (url) => opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
    addEventListener: (type, listener) => listeners.set(type, listener),
  };
  installWorker(scope);
  /** Dispatches an event the way the browser would and waits for its waitUntil work. */
  const dispatch = async (type: string, extra: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    const event = Object.assign(new Event(type), extra, {
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    listeners.get(type)?.(event);
    await Promise.all(pending);
  };
  return { dispatch, shown, focused, posted, opened, listeners };
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => {
      if (payload === 'not json') throw new SyntaxError('Unexpected token');
      return payload;
    },
  },
});

describe('service worker: push', () => {
  it('shows "New Live Chat Message" with the short session id, one per conversation', async () => {
    const { dispatch, shown } = fakeScope();
    await dispatch('push', pushEvent(fcmPayload));
    expect(shown).toEqual([
      {
        title: 'New Live Chat Message',
        body: 'Session 7b1d9e42: Do you cover Lymington?',
        tag: `chat-${SESSION}`,
        renotify: true,
        url: `${ORIGIN}/admin/chat?session=${SESSION}`,
      },
    ]);
  });

  it('still shows a notification for an unreadable or empty push (browsers require one)', async () => {
    const { dispatch, shown } = fakeScope();
    await dispatch('push', pushEvent('not json'));
    await dispatch('push', { data: null });
    expect(shown.map((s) => s.title)).toEqual(['New Live Chat Message', 'New Live Chat Message']);
    expect(shown[0]?.url).toBe(`${ORIGIN}/admin/chat`);
  });

  it('builds the body and link from the session id when only that was sent', () => {
    const content = notificationFromPush({ data: { sessionId: SESSION } }, ORIGIN);
    expect(content.options.body).toBe('Session 7b1d9e42');
    expect(content.options.data.url).toBe(`${ORIGIN}/admin/chat?session=${SESSION}`);
  });
});

describe('service worker: notification click', () => {
  const click = (data: unknown) => ({ notification: { data, close: () => undefined } });

  it('focuses an open console and asks it to show the conversation', async () => {
    const { dispatch, focused, posted, opened } = fakeScope([
      { url: `${ORIGIN}/services` },
      { url: `${ORIGIN}/admin/chat` },
    ]);
    await dispatch(
      'notificationclick',
      click({ url: `/admin/chat?session=${SESSION}`, sessionId: SESSION }),
    );
    expect(focused).toEqual([`${ORIGIN}/admin/chat`]);
    expect(posted).toEqual([{ type: 'open-session', sessionId: SESSION }]);
    expect(opened).toEqual([]);
  });

  it('opens the conversation in a new window when no console is open', async () => {
    const { dispatch, opened } = fakeScope([{ url: `${ORIGIN}/` }]);
    const url = `${ORIGIN}/admin/chat?session=${SESSION}`;
    await dispatch('notificationclick', click({ url, sessionId: SESSION }));
    expect(opened).toEqual([url]);
  });

  it('never opens a page outside the console', () => {
    expect(safeConsoleUrl('https://evil.example/admin/chat', ORIGIN)).toBe(`${ORIGIN}/admin/chat`);
    expect(safeConsoleUrl('/services', ORIGIN)).toBe(`${ORIGIN}/admin/chat`);
    expect(safeConsoleUrl(42, ORIGIN)).toBe(`${ORIGIN}/admin/chat`);
  });

  it('listens for push and notification events only (the offline shell is console-shell.ts)', () => {
    const { listeners } = fakeScope();
    expect([...listeners.keys()].sort()).toEqual([
      'activate',
      'install',
      'notificationclick',
      'push',
    ]);
  });

  it('recognises its own message to the console', () => {
    expect(isOpenSessionMessage({ type: 'open-session', sessionId: SESSION })).toBe(true);
    expect(isOpenSessionMessage({ type: 'open-session' })).toBe(false);
  });
});
