import { describe, expect, it } from 'vitest';
import { mailgunReplyForm } from './testing/mailgun.js';
import {
  addressOf,
  handleInbound,
  type InboundDependencies,
  type InboundState,
  type InboundStore,
} from './mail-inbound.js';
import { replyAddressFor } from './reply-address.js';

/**
 * The visitor's answer by e-mail, attacked: every post is Mailgun's form, signed as Mailgun signs
 * it (testing/mailgun.ts), then bent one way at a time.
 */

const SIGNING_KEY = 'test-mailgun-signing-key';
const ADDRESS_KEY = 'test-mail-link-key';
const DOMAIN = 'reply.example.co.uk';
const T0 = Date.UTC(2026, 10, 28, 14, 0, 0);
const SAM = '0b7c2a64-5d1e-4f7a-9c3b-2e8d6f1a0c95';
const ALEX = 'f00dfeed-0000-4000-8000-000000000001';

interface Conversation {
  status: 'open' | 'closed';
  email?: string;
  messages: { id: string; content: string }[];
  provenEmail?: string | undefined;
}

/** The store in memory: the same decision, applied as the Firestore transaction applies it. */
function memoryStore(conversations: Record<string, Conversation>) {
  const tokens = new Set<string>();
  const recent = new Map<string, number[]>();
  const store: InboundStore = {
    take(reply, judge) {
      const conversation = conversations[reply.sessionId];
      const state: InboundState = {
        tokenUsed: tokens.has(reply.tokenId),
        session: conversation
          ? {
              status: conversation.status,
              ...(conversation.email ? { email: conversation.email } : {}),
            }
          : null,
        recent: recent.get(reply.sessionId) ?? [],
      };
      const verdict = judge(state);
      if (verdict !== 'replayed') tokens.add(reply.tokenId);
      if (verdict === 'appended' && conversation) {
        conversation.messages.push({ id: reply.messageId, content: reply.content });
        conversation.provenEmail = conversation.email;
        recent.set(reply.sessionId, [...state.recent, reply.now]);
      }
      return Promise.resolve(verdict);
    },
  };
  return store;
}

function setup(now = T0) {
  const conversations: Record<string, Conversation> = {
    [SAM]: { status: 'open', email: 'sam@example.com', messages: [] },
    [ALEX]: { status: 'open', email: 'alex@example.com', messages: [] },
  };
  const logged: string[] = [];
  const clock = { now };
  const dependencies: InboundDependencies = {
    signingKey: SIGNING_KEY,
    addressKey: ADDRESS_KEY,
    domain: DOMAIN,
    store: memoryStore(conversations),
    now: () => clock.now,
    log: (message, details) => logged.push(`${message} ${JSON.stringify(details ?? {})}`),
  };
  return { conversations, dependencies, logged, clock };
}

const addressOfConversation = (sessionId: string, email: string) =>
  replyAddressFor(ADDRESS_KEY, DOMAIN, sessionId, email) ?? '';

/** Sam answers their reply e-mail, as Mailgun posts it (urlencoded), with `change` applied. */
function samReplies(
  text: string,
  change: (form: URLSearchParams) => void = () => undefined,
  { now = T0, token }: { now?: number; token?: string } = {},
) {
  const form = mailgunReplyForm({
    recipient: addressOfConversation(SAM, 'sam@example.com'),
    from: 'Sam Jones <sam@example.com>',
    text,
    signingKey: SIGNING_KEY,
    now,
    ...(token ? { token } : {}),
  });
  change(form);
  return {
    method: 'POST',
    contentType: 'application/x-www-form-urlencoded',
    body: Buffer.from(form.toString()),
  };
}

describe('a reply by e-mail, from Mailgun’s inbound route', () => {
  it('is added to its conversation as the visitor’s message, without the quoted history, and proves the address', async () => {
    const { conversations, dependencies } = setup();
    const answer = await handleInbound(samReplies('Saturday at 9 is perfect.'), dependencies);
    expect(answer.status).toBe(200);
    expect(conversations[SAM]?.messages).toEqual([
      { id: expect.stringMatching(/^email-[0-9a-f]{32}$/), content: 'Saturday at 9 is perfect.' },
    ]);
    expect(conversations[SAM]?.provenEmail).toBe('sam@example.com');
    expect(conversations[ALEX]?.messages).toEqual([]);
  });

  it('strips the quoted history itself when Mailgun’s stripped text is missing', async () => {
    const { conversations, dependencies } = setup();
    const request = samReplies('See you then.', (form) => form.delete('stripped-text'));
    expect((await handleInbound(request, dependencies)).status).toBe(200);
    expect(conversations[SAM]?.messages.map((m) => m.content)).toEqual(['See you then.']);
  });

  it('is read from a multipart form too (Mailgun’s format when the e-mail has attachments)', async () => {
    const { conversations, dependencies } = setup();
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(samReplies('With a photo.').body.toString())) {
      form.set(name, value);
    }
    form.set(
      'attachment-1',
      new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const encoded = new Response(form);
    const request = {
      method: 'POST',
      contentType: encoded.headers.get('content-type') ?? '',
      body: Buffer.from(await encoded.arrayBuffer()),
    };
    expect((await handleInbound(request, dependencies)).status).toBe(200);
    expect(conversations[SAM]?.messages.map((m) => m.content)).toEqual(['With a photo.']);
  });

  it('is refused with a forged signature, or none, and nothing is stored', async () => {
    const { conversations, dependencies, logged } = setup();
    const forged = samReplies('Let me in.', (form) => form.set('signature', 'a'.repeat(64)));
    expect((await handleInbound(forged, dependencies)).status).toBe(401);
    const otherKey = mailgunReplyForm({
      recipient: addressOfConversation(SAM, 'sam@example.com'),
      from: 'sam@example.com',
      text: 'Signed with a guess.',
      signingKey: 'guessed-key',
      now: T0,
    });
    const guessed = { ...samReplies(''), body: Buffer.from(otherKey.toString()) };
    expect((await handleInbound(guessed, dependencies)).status).toBe(401);
    const unsigned = samReplies('No signature.', (form) => form.delete('signature'));
    expect((await handleInbound(unsigned, dependencies)).status).toBe(401);
    const garbage = { method: 'POST', contentType: 'text/plain', body: Buffer.from('hello') };
    expect((await handleInbound(garbage, dependencies)).status).toBe(401);
    expect(conversations[SAM]?.messages).toEqual([]);
    expect(logged.join('\n')).not.toContain('sam@example.com');
  });

  it('is refused when signed more than 5 minutes ago, or ahead', async () => {
    const { conversations, dependencies } = setup();
    const stale = samReplies('Old news.', undefined, { now: T0 - 6 * 60_000 });
    expect((await handleInbound(stale, dependencies)).status).toBe(401);
    const ahead = samReplies('From the future.', undefined, { now: T0 + 6 * 60_000 });
    expect((await handleInbound(ahead, dependencies)).status).toBe(401);
    const fresh = samReplies('Just now.', undefined, { now: T0 - 4 * 60_000 });
    expect((await handleInbound(fresh, dependencies)).status).toBe(200);
    expect(conversations[SAM]?.messages.map((m) => m.content)).toEqual(['Just now.']);
  });

  it('is taken once: a replayed token is refused, even with another text', async () => {
    const { conversations, dependencies } = setup();
    const token = 'c'.repeat(50);
    expect(
      (await handleInbound(samReplies('Once.', undefined, { token }), dependencies)).status,
    ).toBe(200);
    const again = await handleInbound(samReplies('Twice?', undefined, { token }), dependencies);
    expect(again).toMatchObject({ status: 406, body: 'Refused: replayed.' });
    expect(conversations[SAM]?.messages.map((m) => m.content)).toEqual(['Once.']);
  });

  it('is refused to another conversation’s id with this signature, or with a changed signature', async () => {
    const { conversations, dependencies } = setup();
    const ours = addressOfConversation(SAM, 'sam@example.com');
    const moved = samReplies('Into Alex’s chat.', (form) =>
      form.set('recipient', ours.replace(SAM, ALEX)),
    );
    expect(await handleInbound(moved, dependencies)).toMatchObject({
      status: 406,
      body: 'Refused: bad-address.',
    });
    const [local = '', domain = ''] = ours.split('@');
    const tampered = `${local.slice(0, -1)}${local.endsWith('0') ? '1' : '0'}@${domain}`;
    const changed = samReplies('Guessing.', (form) => form.set('recipient', tampered));
    expect((await handleInbound(changed, dependencies)).body).toBe('Refused: bad-address.');
    const unknown = samReplies('Nobody’s.', (form) =>
      form.set('recipient', ours.replace(SAM, 'deadbeef-0000-4000-8000-000000000000')),
    );
    expect((await handleInbound(unknown, dependencies)).body).toBe(
      'Refused: unknown-conversation.',
    );
    const elsewhere = samReplies('Elsewhere.', (form) =>
      form.set('recipient', ours.replace(DOMAIN, 'evil.example')),
    );
    expect((await handleInbound(elsewhere, dependencies)).status).toBe(406);
    expect(conversations[SAM]?.messages).toEqual([]);
    expect(conversations[ALEX]?.messages).toEqual([]);
  });

  it('is refused from any other sender than the address the e-mail went to (its case aside)', async () => {
    const { conversations, dependencies } = setup();
    const other = samReplies('I am Sam, honest.', (form) => {
      form.set('from', 'Mallory <mallory@example.com>');
      form.set('sender', 'sam@example.com');
    });
    expect((await handleInbound(other, dependencies)).body).toBe('Refused: wrong-sender.');
    const noSender = samReplies('Who?', (form) => {
      form.set('from', 'undisclosed-recipients:;');
      form.delete('sender');
    });
    expect((await handleInbound(noSender, dependencies)).status).toBe(406);
    const upper = samReplies('Same me.', (form) => form.set('from', '"Sam" <SAM@Example.COM>'));
    expect((await handleInbound(upper, dependencies)).status).toBe(200);
    expect(conversations[SAM]?.messages.map((m) => m.content)).toEqual(['Same me.']);
  });

  it('is refused once the visitor gave another address: the old e-mail’s Reply-To no longer works', async () => {
    const { conversations, dependencies } = setup();
    const conversation = conversations[SAM];
    if (conversation) conversation.email = 'new@example.com';
    const fromNew = samReplies('From my new address.', (form) =>
      form.set('from', 'new@example.com'),
    );
    expect((await handleInbound(fromNew, dependencies)).body).toBe('Refused: bad-address.');
    expect(conversation?.provenEmail).toBeUndefined();
  });

  it('is refused into a closed conversation, which stays closed with nothing added', async () => {
    const { conversations, dependencies, logged } = setup();
    const conversation = conversations[SAM];
    if (conversation) conversation.status = 'closed';
    expect((await handleInbound(samReplies('Still there?'), dependencies)).body).toBe(
      'Refused: closed.',
    );
    expect(conversation).toMatchObject({ status: 'closed', messages: [] });
    expect(logged.join('\n')).toContain(`"reason":"closed"`);
  });

  it('is refused when nothing is left: empty, only the quoted history, or control characters', async () => {
    const { conversations, dependencies } = setup();
    const empty = samReplies('', (form) => form.set('body-plain', '   '));
    expect((await handleInbound(empty, dependencies)).body).toBe('Empty.');
    const quotedOnly = samReplies('', (form) => form.set('stripped-text', ''));
    expect((await handleInbound(quotedOnly, dependencies)).body).toBe('Empty.');
    const hidden = samReplies('Hello\u001b[31m there');
    expect((await handleInbound(hidden, dependencies)).body).toBe('Control characters.');
    expect(conversations[SAM]?.messages).toEqual([]);
  });

  it('cuts a huge reply to 2000 characters', async () => {
    const { conversations, dependencies } = setup();
    expect((await handleInbound(samReplies('long '.repeat(10_000)), dependencies)).status).toBe(
      200,
    );
    expect(conversations[SAM]?.messages[0]?.content).toHaveLength(2000);
  });

  it('takes at most 10 replies an hour per conversation', async () => {
    const { conversations, dependencies, clock } = setup();
    for (let i = 0; i < 10; i += 1) {
      clock.now = T0 + i * 60_000;
      const taken = await handleInbound(
        samReplies(`Reply ${i}`, undefined, { now: clock.now }),
        dependencies,
      );
      expect(taken.status).toBe(200);
    }
    clock.now = T0 + 10 * 60_000;
    const eleventh = samReplies('Eleventh', undefined, { now: clock.now });
    expect((await handleInbound(eleventh, dependencies)).body).toBe('Refused: rate-limited.');
    // Alex's conversation has its own hour.
    const alex = samReplies(
      'Alex here',
      (form) => {
        form.set('recipient', addressOfConversation(ALEX, 'alex@example.com'));
        form.set('from', 'alex@example.com');
      },
      { now: clock.now },
    );
    expect((await handleInbound(alex, dependencies)).status).toBe(200);
    // An hour after the first, one more.
    clock.now = T0 + 60 * 60_000 + 1;
    const later = samReplies('An hour later', undefined, { now: clock.now });
    expect((await handleInbound(later, dependencies)).status).toBe(200);
    expect(conversations[SAM]?.messages).toHaveLength(11);
  });

  it('answers only POST', async () => {
    const { dependencies } = setup();
    const get = { method: 'GET', contentType: '', body: Buffer.alloc(0) };
    expect((await handleInbound(get, dependencies)).status).toBe(405);
  });
});

describe('the sender of an e-mail', () => {
  it('is the address in its From header, with or without a name', () => {
    expect(addressOf('Sam Jones <sam@example.com>')).toBe('sam@example.com');
    expect(addressOf('"Jones, Sam" <sam@example.com>')).toBe('sam@example.com');
    expect(addressOf(' sam@example.com ')).toBe('sam@example.com');
    expect(addressOf('Sam <sam@example.com>, Mallory <m@example.com>')).toBeNull();
    expect(addressOf('undisclosed-recipients:;')).toBeNull();
    expect(addressOf('')).toBeNull();
  });
});
