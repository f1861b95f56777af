import { describe, expect, it } from 'vitest';
import { type ContinueDependencies, handleContinue } from './reply-mail-continue.js';

const SESSION = '0f8fad5b-d9cb-469f-a165-70867728950e';

/**
 * Sam's conversation and its links' codes, in memory: `good-code` sent to Sam's address,
 * `old-code` to the address Sam gave before, `used-code` already opened.
 */
function conversation(overrides: Partial<ContinueDependencies> = {}) {
  const codes = new Map([
    ['good-code', { sessionId: SESSION, email: 'sam@example.com' }],
    ['old-code', { sessionId: SESSION, email: 'sam@old.example' }],
  ]);
  const tokens: string[] = [];
  const proven: string[] = [];
  /** Codes once issued for Sam's conversation (used or not), and the new links sent. */
  const issued = new Set(['good-code', 'old-code', 'used-code']);
  const resent = new Set<string>();
  const newLinks: string[] = [];
  const deps: ContinueDependencies = {
    session: async (id) =>
      id === SESSION ? { visitorUid: 'sam-uid', email: 'sam@example.com' } : null,
    links: {
      async redeem(sessionId, code) {
        const link = codes.get(code);
        if (link?.sessionId !== sessionId) return null;
        codes.delete(code);
        return { email: link.email };
      },
      prove: async (sessionId, email) => void proven.push(`${sessionId}:${email}`),
      async claimResend(sessionId, code) {
        if (sessionId !== SESSION || !issued.has(code)) return 'unknown';
        if (resent.has(code)) return 'limited';
        resent.add(code);
        return 'ok';
      },
    },
    sendNewLink: async (sessionId) => {
      newLinks.push(sessionId);
      return 'sent';
    },
    customToken: async (uid) => {
      tokens.push(uid);
      return `token-for-${uid}`;
    },
    ...overrides,
  };
  return { deps, tokens, proven, newLinks };
}

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

describe('the continue link, completed (CHAT-PRODUCT.md 7)', () => {
  it('answers a good code with a token for the conversation’s visitor, once, and proves the address', async () => {
    const { deps, tokens, proven } = conversation();
    const answer = await handleContinue(post({ session: SESSION, oobCode: 'good-code' }), deps);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ token: 'token-for-sam-uid' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(proven).toEqual([`${SESSION}:sam@example.com`]);
    // Used: the same link again is gone.
    const again = await handleContinue(post({ session: SESSION, oobCode: 'good-code' }), deps);
    expect(again.status).toBe(410);
    expect(tokens).toEqual(['sam-uid']);
  });

  it('opens nothing for an unknown or used code, or another conversation’s', async () => {
    const { deps, tokens } = conversation();
    for (const body of [
      { session: SESSION, oobCode: 'made-up-code' },
      { session: '1f8fad5b-d9cb-469f-a165-70867728950e', oobCode: 'good-code' },
    ]) {
      expect((await handleContinue(post(body), deps)).status).toBe(410);
    }
    expect(tokens).toEqual([]);
  });

  it('sends a new link for a used link of the conversation, once per link, never for a made-up code', async () => {
    const { deps, tokens, newLinks } = conversation();
    const resend = (oobCode: string, session = SESSION) =>
      handleContinue(post({ session, oobCode, resend: true }), deps);
    expect((await resend('used-code')).status).toBe(202);
    expect((await resend('used-code')).status).toBe(429);
    expect((await resend('made-up-code')).status).toBe(410);
    expect((await resend('used-code', '1f8fad5b-d9cb-469f-a165-70867728950e')).status).toBe(410);
    expect(newLinks).toEqual([SESSION]);
    expect(tokens).toEqual([]);
  });

  it('a link to an address the visitor has since changed opens the chat but proves nothing', async () => {
    const { deps, tokens, proven } = conversation();
    const answer = await handleContinue(post({ session: SESSION, oobCode: 'old-code' }), deps);
    expect(answer.status).toBe(200);
    expect(tokens).toEqual(['sam-uid']);
    expect(proven).toEqual([]);
  });

  it('refuses malformed input and other methods, and answers the CORS preflight', async () => {
    const { deps } = conversation();
    for (const body of ['nope', '[]', JSON.stringify({ session: '../x', oobCode: 'a' })]) {
      expect((await handleContinue({ method: 'POST', body }, deps)).status).toBe(400);
    }
    expect((await handleContinue({ method: 'GET', body: '' }, deps)).status).toBe(405);
    const preflight = await handleContinue({ method: 'OPTIONS', body: '' }, deps);
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
  });
});
