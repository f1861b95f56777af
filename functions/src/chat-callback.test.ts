import { callbackRequestText } from '@detailing/core/domain';
import { describe, expect, it } from 'vitest';
import {
  type ChatCallbackDependencies,
  chatCallbackRequestId,
  fileChatCallback,
} from './chat-callback.js';
import type { LimitVerdict } from './requests.js';

/** The store and limiter in memory: what was created, what was counted, what was logged. */
function fakes({ verdict = 'ok' as LimitVerdict, visitors = {} as Record<string, string> } = {}) {
  const created = new Map<string, unknown>();
  const counted: string[] = [];
  const logged: string[] = [];
  const dependencies: ChatCallbackDependencies = {
    store: {
      async find(id, sessionId) {
        return { exists: created.has(id), visitorUid: visitors[sessionId] };
      },
      async createOnce(id, request) {
        if (created.has(id)) return 'exists';
        created.set(id, request);
        return 'created';
      },
    },
    clientKey: (client) => `hash(${client})`,
    limiter: {
      take: async (key) => {
        counted.push(key);
        return verdict;
      },
    },
    log: (message) => void logged.push(message),
  };
  return { created, counted, logged, dependencies };
}

const message = (content: unknown, sender = 'user', sessionId = 'abcdefghij0123456789') => ({
  sessionId,
  messageId: 'm1',
  data: { content, sender },
});
const text = callbackRequestText('Sam Carter', '07700 900123');

describe("the away form's callback, filed as a request", () => {
  it('creates one chat-callback request per conversation, linked to it', async () => {
    const { created, dependencies } = fakes();
    expect(await fileChatCallback(message(text), dependencies)).toEqual({
      status: 'created',
      requestId: chatCallbackRequestId('abcdefghij0123456789'),
    });
    expect(created.get('chat-abcdefghij0123456789')).toEqual({
      source: 'chat-callback',
      name: 'Sam Carter',
      phone: '07700 900123',
      sessionId: 'abcdefghij0123456789',
    });
    expect((await fileChatCallback(message(text), dependencies)).status).toBe('exists');
  });

  it('ignores other messages, staff messages, and values the form would refuse', async () => {
    const { created, counted, dependencies } = fakes();
    for (const ignored of [
      message('Hello, how much is a ceramic coating?'),
      message(callbackRequestText('Sam', '0770'), 'admin'),
      message(callbackRequestText('Sam', 'call me maybe')),
      message(callbackRequestText('x'.repeat(81), '0770')),
      // A right-to-left override would show staff the name in another order.
      message(callbackRequestText('Sam \u202eeciovnI', '0770')),
      message(42),
    ]) {
      expect((await fileChatCallback(ignored, dependencies)).status).toBe('skipped');
    }
    expect(created.size).toBe(0);
    expect(counted).toEqual([]);
  });

  it('counts against the visitor, by the keyed hash of their uid, and a second callback not at all', async () => {
    const { counted, dependencies } = fakes({ visitors: { s1: 'uid-1', s2: 'uid-1' } });
    await fileChatCallback(message(text, 'user', 's1'), dependencies);
    await fileChatCallback(message(text, 'user', 's1'), dependencies);
    await fileChatCallback(message(text, 'user', 's2'), dependencies);
    await fileChatCallback(message(text, 'user', 'no-visitor'), dependencies);
    expect(counted).toEqual([
      'hash(visitor:uid-1)',
      'hash(visitor:uid-1)',
      'hash(conversation:no-visitor)',
    ]);
  });

  it('over the per-client limit or everyone’s, files nothing and says so in the log', async () => {
    for (const verdict of ['client', 'global'] as const) {
      const { created, logged, dependencies } = fakes({ verdict });
      expect(await fileChatCallback(message(text), dependencies)).toEqual({
        status: 'limited',
        verdict,
        requestId: 'chat-abcdefghij0123456789',
      });
      expect(created.size).toBe(0);
      expect(logged).toEqual(['A chat callback was not filed: over the form’s rate limit.']);
    }
  });
});
