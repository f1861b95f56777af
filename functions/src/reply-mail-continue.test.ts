import { describe, expect, it } from 'vitest';
import { type ContinueDependencies, handleContinue } from './reply-mail-continue.js';

const SESSION = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** Firebase Auth as the link's check sees it: one unused code for Sam's account. */
function auth(overrides: Partial<ContinueDependencies> = {}) {
  const used = new Set<string>();
  const tokens: string[] = [];
  const deps: ContinueDependencies = {
    session: async (id) =>
      id === SESSION ? { visitorUid: 'sam-uid', email: 'sam@example.com' } : null,
    async signInWithEmailLink(email, code) {
      if (code !== 'good-code' || email !== 'sam@example.com' || used.has(code)) return null;
      used.add(code);
      return 'sam-uid';
    },
    customToken: async (uid) => {
      tokens.push(uid);
      return `token-for-${uid}`;
    },
    ...overrides,
  };
  return { deps, tokens };
}

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

describe('the continue link, completed (CHAT-PRODUCT.md 7)', () => {
  it('answers a good code with a token for the conversation’s visitor, once', async () => {
    const { deps, tokens } = auth();
    const answer = await handleContinue(post({ session: SESSION, oobCode: 'good-code' }), deps);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ token: 'token-for-sam-uid' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    // Used: the same link again is gone.
    const again = await handleContinue(post({ session: SESSION, oobCode: 'good-code' }), deps);
    expect(again.status).toBe(410);
    expect(tokens).toEqual(['sam-uid']);
  });

  it('opens nothing for an expired code, another conversation, or another visitor’s link', async () => {
    const { deps, tokens } = auth();
    for (const body of [
      { session: SESSION, oobCode: 'old-code' },
      { session: '1f8fad5b-d9cb-469f-a165-70867728950e', oobCode: 'good-code' },
    ]) {
      expect((await handleContinue(post(body), deps)).status).toBe(410);
    }
    // Eve's own valid link, tried on Sam's conversation.
    const eve = auth({ signInWithEmailLink: async () => 'eve-uid' });
    const answer = await handleContinue(post({ session: SESSION, oobCode: 'eve-code' }), eve.deps);
    expect(answer.status).toBe(410);
    expect([...tokens, ...eve.tokens]).toEqual([]);
  });

  it('refuses malformed input and other methods, and answers the CORS preflight', async () => {
    const { deps } = auth();
    for (const body of ['nope', '[]', JSON.stringify({ session: '../x', oobCode: 'a' })]) {
      expect((await handleContinue({ method: 'POST', body }, deps)).status).toBe(400);
    }
    expect((await handleContinue({ method: 'GET', body: '' }, deps)).status).toBe(405);
    const preflight = await handleContinue({ method: 'OPTIONS', body: '' }, deps);
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
  });
});
