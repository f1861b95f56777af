import { describe, expect, it } from 'vitest';
import type { MailDocument } from './request-notice.js';
import { handleStop, isValidStop, stopLinkFor } from './reply-mail-stop.js';
import { backoffMs, scheduleReplyMail, sendDueReplyMails, sendTranscript } from './reply-mail.js';
import { continueUrlOf, replyMail } from './reply-mail-content.js';
import {
  type PendingReplyMail,
  type ReplyMailDependencies,
  type ReplyMailSession,
  type ReplyMailStore,
  type TranscriptMessage,
  UNPROVEN_ADDRESS_INTERVAL_MS,
  type UnseenMessage,
} from './reply-mail-model.js';

const MINUTE = 60_000;
const config = { delayMs: 2 * MINUTE, intervalMs: 15 * MINUTE };

/**
 * The store in memory: pending e-mails, sessions, staff messages, and the mail written. `quota`
 * (the last e-mail to each unproven address) may be shared, as across conversations.
 */
function memoryStore(
  session: ReplyMailSession | null,
  messages: UnseenMessage[],
  conversation: TranscriptMessage[] = [],
  quota = new Map<string, { mailId: string; at: number }>(),
) {
  const pending = new Map<string, PendingReplyMail>();
  const mails = new Map<string, MailDocument>();
  let state = session;
  const store: ReplyMailStore = {
    async lastVisitorMessage() {
      const asked = conversation.filter((m) => m.sender === 'user').at(-1);
      return asked ? { content: asked.content, photos: asked.photos, automatic: false } : null;
    },
    async claimUnprovenAddress(email, mailId, now, intervalMs) {
      const last = quota.get(email);
      if (last?.mailId === mailId) return true;
      if (last && now - last.at < intervalMs) return false;
      quota.set(email, { mailId, at: now });
      return true;
    },
    async schedule(sessionId, dueAt) {
      const current = pending.get(sessionId);
      if (current && current.dueAt <= dueAt && current.dueAt !== Infinity) return;
      pending.set(sessionId, { sent: 0, attempts: 0, ...current, sessionId, dueAt });
    },
    async due(now) {
      return [...pending.values()].filter((p) => p.dueAt <= now);
    },
    async session() {
      return state;
    },
    async lastStaffMessages(_, count) {
      return messages.slice(-count);
    },
    async cancel(sessionId) {
      const current = pending.get(sessionId);
      if (current) pending.set(sessionId, { ...current, dueAt: Infinity, attempts: 0 });
    },
    async postpone(sessionId, dueAt, attempts) {
      const current = pending.get(sessionId);
      if (current) pending.set(sessionId, { ...current, dueAt, attempts });
    },
    async conversation(_, limit) {
      return conversation.slice(0, limit);
    },
    async writeMail(mailId, mail) {
      if (!mails.has(mailId)) mails.set(mailId, mail);
    },
    async send(sessionId, mailId, mail, now) {
      if (!mails.has(mailId)) mails.set(mailId, mail);
      const current = pending.get(sessionId);
      if (current) {
        pending.set(sessionId, {
          ...current,
          dueAt: Infinity,
          lastSentAt: now,
          sent: current.sent + 1,
          attempts: 0,
        });
      }
    },
  };
  return {
    store,
    pending,
    mails,
    setSession: (next: ReplyMailSession) => {
      state = next;
    },
  };
}

const SESSION: ReplyMailSession = {
  status: 'open',
  email: 'sam@example.com',
  consented: true,
  stopped: false,
  proven: false,
  adminMessages: 2,
  readByVisitor: 0,
  page: { path: '/services/ceramic-coating' },
};
const REPLIES: UnseenMessage[] = [
  { content: 'Hello Sam, yes we can.', photos: 0, automatic: false },
  { content: '', photos: 1, automatic: false },
];

function dependencies(store: ReplyMailStore, overrides: Partial<ReplyMailDependencies> = {}) {
  const links: string[] = [];
  const deps: ReplyMailDependencies = {
    store,
    config,
    businessName: 'Harbour & Heath Detailing',
    siteOrigin: 'https://www.example.co.uk',
    continueLink: async ({ email, continueUrl: url }) => {
      links.push(`${email} ${url}`);
      return `https://auth.example/link?continueUrl=${encodeURIComponent(url)}`;
    },
    stopLink: (id) => `https://www.example.co.uk/api/chat-mail/stop?session=${id}&sig=x`,
    ...overrides,
  };
  return { deps, links };
}

const staffMessage = (extra: Record<string, unknown> = {}) => ({
  sessionId: 's1',
  messageId: 'm1',
  data: { sender: 'admin', content: 'Hello', ...extra },
});

describe('the reply by e-mail (CHAT-PRODUCT.md 7)', () => {
  it('a staff reply unseen 2 minutes later sends one e-mail with every unseen staff message', async () => {
    const { store, mails } = memoryStore(SESSION, REPLIES);
    const { deps, links } = dependencies(store);
    expect(await scheduleReplyMail(staffMessage(), deps, 0)).toBe('scheduled');
    // Not yet due.
    expect(await sendDueReplyMails(deps, MINUTE)).toMatchObject({ sent: 0 });
    expect(await sendDueReplyMails(deps, 2 * MINUTE)).toMatchObject({ sent: 1 });
    const mail = mails.get('reply-s1-1');
    expect(mail?.to).toBe('sam@example.com');
    expect(mail?.message.subject).toBe('Reply from Harbour & Heath Detailing');
    expect(mail?.message.text).toContain('Hello Sam, yes we can.\n\n📷 Photo');
    expect(mail?.message.text).toContain('Continue the chat: https://auth.example/link');
    expect(mail?.message.text).toContain('You receive this e-mail because you asked us');
    expect(mail?.message.text).toContain(
      'Stop e-mails for this conversation: https://www.example.co.uk/api/chat-mail/stop?session=s1',
    );
    expect(links).toEqual([
      'sam@example.com https://www.example.co.uk/services/ceramic-coating?chat=s1',
    ]);
  });

  it('quotes the visitor’s question above the reply, with no link made of it', async () => {
    const asked: TranscriptMessage = {
      sender: 'user',
      content: 'Can you do Saturday? My car is the one at www.example.com/car',
      photos: 0,
      createdAt: 0,
    };
    const { store, mails } = memoryStore(SESSION, REPLIES, [asked]);
    const { deps } = dependencies(store);
    await scheduleReplyMail(staffMessage(), deps, 0);
    await sendDueReplyMails(deps, 2 * MINUTE);
    const text = mails.get('reply-s1-1')?.message.text ?? '';
    expect(text).toContain(
      'You asked:\nCan you do Saturday? My car is the one at www[.]example[.]com/car\n\n' +
        'Our reply:\nHello Sam, yes we can.',
    );
  });

  it('sends nothing once the visitor has seen the replies, or without consent, or after stop', async () => {
    for (const session of [
      { ...SESSION, readByVisitor: 2 },
      { ...SESSION, consented: false },
      { ...SESSION, email: undefined },
      { ...SESSION, stopped: true },
    ]) {
      const { store, mails } = memoryStore(session, REPLIES);
      const { deps } = dependencies(store);
      await scheduleReplyMail(staffMessage(), deps, 0);
      expect(await sendDueReplyMails(deps, 3 * MINUTE)).toMatchObject({ sent: 0, cancelled: 1 });
      expect(mails.size).toBe(0);
    }
  });

  it('at most one e-mail per conversation per 15 minutes: a later reply waits its turn', async () => {
    const { store, mails, setSession } = memoryStore(SESSION, REPLIES);
    const { deps } = dependencies(store);
    await scheduleReplyMail(staffMessage(), deps, 0);
    await sendDueReplyMails(deps, 2 * MINUTE);
    setSession({ ...SESSION, adminMessages: 3 });
    await scheduleReplyMail(staffMessage(), deps, 5 * MINUTE);
    expect(await sendDueReplyMails(deps, 7 * MINUTE)).toMatchObject({ postponed: 1 });
    expect(await sendDueReplyMails(deps, 16 * MINUTE)).toMatchObject({ sent: 0 });
    expect(await sendDueReplyMails(deps, 17 * MINUTE)).toMatchObject({ sent: 1 });
    expect([...mails.keys()]).toEqual(['reply-s1-1', 'reply-s1-2']);
  });

  it('the automatic away reply neither schedules nor fills an e-mail', async () => {
    const { store } = memoryStore(SESSION, REPLIES);
    const { deps } = dependencies(store);
    expect(await scheduleReplyMail(staffMessage({ automatic: true }), deps, 0)).toBe('skipped');
    expect(await scheduleReplyMail({ ...staffMessage(), data: { sender: 'user' } }, deps, 0)).toBe(
      'skipped',
    );
  });

  it('a failure is retried with backoff and sends once', async () => {
    const { store, mails } = memoryStore(SESSION, REPLIES);
    let failures = 2;
    const { deps } = dependencies(store, {
      continueLink: async () => {
        if (failures-- > 0) throw new Error('Auth unavailable');
        return 'https://auth.example/link';
      },
    });
    await scheduleReplyMail(staffMessage(), deps, 0);
    expect(await sendDueReplyMails(deps, 2 * MINUTE)).toMatchObject({ failed: 1 });
    expect(await sendDueReplyMails(deps, 2 * MINUTE + backoffMs(1) - 1)).toMatchObject({
      failed: 0,
      sent: 0,
    });
    expect(await sendDueReplyMails(deps, 3 * MINUTE)).toMatchObject({ failed: 1 });
    expect(await sendDueReplyMails(deps, 5 * MINUTE)).toMatchObject({ sent: 1 });
    expect(await sendDueReplyMails(deps, 60 * MINUTE)).toMatchObject({ sent: 0 });
    expect(mails.size).toBe(1);
    expect([1, 2, 3, 7, 20].map(backoffMs)).toEqual([1, 2, 4, 60, 60].map((m) => m * MINUTE));
  });

  it('escapes what staff wrote, and links only to this site, whatever the session says', () => {
    const mail = replyMail({
      to: 'sam@example.com',
      businessName: 'Harbour & Heath Detailing',
      messages: [{ content: '<img src=x onerror=alert(1)>', photos: 0, automatic: false }],
      continueLink: 'https://auth.example/link?a=1&b=2',
      stopLink: 'https://www.example.co.uk/stop',
    });
    expect(mail.message.html).not.toContain('<img');
    expect(mail.message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.message.html).toContain('href="https://auth.example/link?a=1&amp;b=2"');
    const site = 'https://www.example.co.uk';
    const linkFor = (page: ReplyMailSession['page']) =>
      continueUrlOf({ ...SESSION, page }, 's1', site);
    expect(linkFor({ path: '/services?utm_source=mail' })).toBe(
      `${site}/services?utm_source=mail&chat=s1`,
    );
    // A page on another site (the widget embedded there), or a visitor's forged one: our home.
    for (const page of [
      { origin: 'https://garage.example', path: '/offers' },
      { origin: 'https://evil.example', path: '/refund' },
      { path: '//evil.example/refund' },
      { path: '/\\evil.example/refund' },
      { path: 'https://evil.example/' },
      { path: '/\u0000x' },
      undefined,
    ]) {
      expect(linkFor(page), JSON.stringify(page)).toBe(`${site}/?chat=s1`);
    }
  });

  it('after the first e-mail, an address nobody proved gets one more a day across conversations', async () => {
    const quota = new Map<string, { mailId: string; at: number }>();
    const more = { ...SESSION, adminMessages: 3 };
    // Conversation 1: the notice, then a later reply (one a day), then another: not that day.
    const one = memoryStore(SESSION, REPLIES, [], quota);
    const { deps } = dependencies(one.store);
    await scheduleReplyMail(staffMessage(), deps, 0);
    expect(await sendDueReplyMails(deps, 2 * MINUTE)).toMatchObject({ sent: 1 });
    one.setSession(more);
    await scheduleReplyMail(staffMessage(), deps, 20 * MINUTE);
    expect(await sendDueReplyMails(deps, 22 * MINUTE)).toMatchObject({ sent: 1 });
    one.setSession({ ...more, adminMessages: 4 });
    await scheduleReplyMail(staffMessage(), deps, 40 * MINUTE);
    expect(await sendDueReplyMails(deps, 42 * MINUTE)).toMatchObject({ sent: 0, cancelled: 1 });
    // Conversation 2, another visitor naming the same address: its notice still goes (staff
    // replied there), but nothing more that day.
    const two = memoryStore(SESSION, REPLIES, [], quota);
    const other = dependencies(two.store).deps;
    const there = { ...staffMessage(), sessionId: 's2' };
    await scheduleReplyMail(there, other, 50 * MINUTE);
    expect(await sendDueReplyMails(other, 52 * MINUTE)).toMatchObject({ sent: 1 });
    two.setSession(more);
    await scheduleReplyMail(there, other, 70 * MINUTE);
    expect(await sendDueReplyMails(other, 72 * MINUTE)).toMatchObject({ cancelled: 1 });
    // A day after the last one: one more.
    one.setSession({ ...more, adminMessages: 5 });
    await scheduleReplyMail(staffMessage(), deps, 22 * MINUTE + UNPROVEN_ADDRESS_INTERVAL_MS);
    expect(await sendDueReplyMails(deps, 24 * MINUTE + UNPROVEN_ADDRESS_INTERVAL_MS)).toMatchObject(
      { sent: 1 },
    );
    expect([...one.mails.keys(), ...two.mails.keys()]).toEqual([
      'reply-s1-1',
      'reply-s1-2',
      'reply-s1-3',
      'reply-s2-1',
    ]);
  });

  it('a proven address gets every reply (15 minutes apart), whatever the quota', async () => {
    const quota = new Map([['sam@example.com', { mailId: 'elsewhere', at: 0 }]]);
    const proven = { ...SESSION, proven: true };
    const { store, mails, setSession } = memoryStore(proven, REPLIES, [], quota);
    const { deps } = dependencies(store);
    for (const [i, minute] of [0, 20, 40].entries()) {
      setSession({ ...proven, adminMessages: 2 + i });
      await scheduleReplyMail(staffMessage(), deps, minute * MINUTE);
      expect(await sendDueReplyMails(deps, (minute + 2) * MINUTE)).toMatchObject({ sent: 1 });
    }
    expect(mails.size).toBe(3);
  });
});

describe('the stop link', () => {
  const key = 'a-test-key';
  const link = stopLinkFor(key, 'https://www.example.co.uk', 'conversation01');

  it('is signed for its conversation, stops only that one, and offers to undo it', async () => {
    expect(link).toMatch(
      /^https:\/\/www\.example\.co\.uk\/api\/chat-mail\/stop\?session=conversation01&sig=[0-9a-f]{64}$/,
    );
    const done: string[] = [];
    const deps = {
      key,
      stop: async (id: string) => void done.push(`stop ${id}`),
      resume: async (id: string) => void done.push(`resume ${id}`),
    };
    const url = new URL(link).pathname + new URL(link).search;
    const answer = await handleStop({ method: 'GET', url }, deps);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Harbour &amp; Heath Detailing');
    expect(answer.body).toContain('<h1>E-mails stopped</h1>');
    expect(answer.body).toContain('You will get no more e-mails about this conversation.');
    // The undo posts back to the same signed link.
    expect(answer.body).toContain(
      `<form action="${url.replace('&', '&amp;')}" method="post"><input type="hidden" name="undo" value="1"/>`,
    );
    const undone = await handleStop({ method: 'POST', url, body: 'undo=1' }, deps);
    expect(undone.body).toContain('<h1>E-mails back on</h1>');
    expect(undone.body).toContain('Stop them again');
    expect(done).toEqual(['stop conversation01', 'resume conversation01']);
  });

  it('refuses a forged, altered or reused-for-another-conversation signature', async () => {
    const sig = new URL(link).searchParams.get('sig') ?? '';
    const stop = async () => {
      throw new Error('must not stop');
    };
    const resume = stop;
    for (const url of [
      `/api/chat-mail/stop?session=conversation02&sig=${sig}`,
      `/api/chat-mail/stop?session=conversation01&sig=${'0'.repeat(64)}`,
      `/api/chat-mail/stop?session=conversation01&sig=${sig.slice(0, 63)}`,
      `/api/chat-mail/stop?session=conversation01`,
      `/api/chat-mail/stop?session=../x&sig=${sig}`,
    ]) {
      const answer = await handleStop(
        { method: 'POST', url, body: 'undo=1' },
        { key, stop, resume },
      );
      expect(answer.status, url).toBe(400);
      expect((await handleStop({ method: 'GET', url }, { key, stop, resume })).status).toBe(400);
      expect(answer.status, url).toBe(400);
      expect(answer.body).toContain('This link is not valid.');
    }
    // Signed with another key.
    expect(isValidStop('another-key', 'conversation01', sig)).toBe(false);
  });

  describe('"Email me this chat"', () => {
    const CLOSED: ReplyMailSession = { ...SESSION, status: 'closed' };
    const CHAT: TranscriptMessage[] = [
      {
        sender: 'user',
        content: 'Do you do <b>ceramic</b>?',
        photos: 0,
        createdAt: Date.UTC(2026, 10, 27, 12, 3),
      },
      {
        sender: 'admin',
        content: 'Yes, from £450.',
        photos: 1,
        createdAt: Date.UTC(2026, 10, 27, 12, 5),
      },
    ];

    it('sends the whole closed conversation once per request, to the address given', async () => {
      const { store, mails } = memoryStore(CLOSED, [], CHAT);
      const { deps } = dependencies(store);
      expect(await sendTranscript({ sessionId: 's1', count: 1 }, deps)).toBe('sent');
      // The trigger retried: the same request writes nothing new.
      expect(await sendTranscript({ sessionId: 's1', count: 1 }, deps)).toBe('sent');
      expect([...mails.keys()]).toEqual(['transcript-s1-1']);
      const mail = mails.get('transcript-s1-1');
      expect(mail?.to).toBe('sam@example.com');
      expect(mail?.message.subject).toBe('Your chat with Harbour & Heath Detailing');
      expect(mail?.message.text).toContain(
        'You, 27 November 2026 at 12:03:\nDo you do <b>ceramic</b>?\n\n' +
          'Harbour & Heath Detailing, 27 November 2026 at 12:05:\n📷 Photo Yes, from £450.',
      );
      expect(mail?.message.text).toContain('Stop e-mails for this conversation: https://');
      expect(mail?.message.html).toContain('Do you do &lt;b&gt;ceramic&lt;/b&gt;?');
      expect(mail?.message.html).not.toContain('<b>ceramic');
    });

    it('goes to an address nobody proved once a day across conversations; to a proven one each time', async () => {
      // Five visitors name one victim's address and ask for their transcripts.
      const quota = new Map<string, { mailId: string; at: number }>();
      const sent: string[] = [];
      for (let i = 1; i <= 5; i += 1) {
        const { store, mails } = memoryStore(CLOSED, [], CHAT, quota);
        for (const count of [1, 2, 3]) {
          await sendTranscript({ sessionId: `s${i}`, count }, dependencies(store).deps, i * MINUTE);
        }
        sent.push(...mails.keys());
      }
      expect(sent).toEqual(['transcript-s1-1']);
      // The visitor who proved the address gets each of theirs.
      const { store, mails } = memoryStore({ ...CLOSED, proven: true }, [], CHAT, quota);
      for (const count of [1, 2]) {
        expect(await sendTranscript({ sessionId: 's9', count }, dependencies(store).deps)).toBe(
          'sent',
        );
      }
      expect(mails.size).toBe(2);
    });

    it('never makes a link of what the visitor wrote', async () => {
      const lure =
        'URGENT: your refund is ready, claim it at https://evil.example/claim or www.evil.example';
      const said: TranscriptMessage = { sender: 'user', content: lure, photos: 0, createdAt: 0 };
      const { store, mails } = memoryStore(CLOSED, [], [said]);
      await sendTranscript({ sessionId: 's1', count: 1 }, dependencies(store).deps);
      const mail = mails.get('transcript-s1-1');
      for (const part of [mail?.message.text ?? '', mail?.message.html ?? '']) {
        expect(part).toContain('https[:]//evil[.]example/claim or www[.]evil[.]example');
        expect(part).not.toMatch(/evil\.example/);
      }
    });

    it('sends nothing for an open conversation, no address or consent, stopped e-mails, or past the limit', async () => {
      for (const [session, count] of [
        [SESSION, 1],
        [{ ...CLOSED, email: undefined }, 1],
        [{ ...CLOSED, consented: false }, 1],
        [{ ...CLOSED, stopped: true }, 1],
        [null, 1],
        [CLOSED, 4],
        [CLOSED, 0],
      ] as const) {
        const { store, mails } = memoryStore(session, [], CHAT);
        expect(await sendTranscript({ sessionId: 's1', count }, dependencies(store).deps)).toBe(
          'skipped',
        );
        expect(mails.size).toBe(0);
      }
    });
  });
});

describe('replies by e-mail (issue #42): the reply e-mail’s Reply-To', () => {
  it('is the conversation’s reply address for the e-mail’s address; none when the feature is off', async () => {
    const { store, mails } = memoryStore(SESSION, REPLIES);
    const asked: string[] = [];
    const { deps } = dependencies(store, {
      replyTo: (sessionId, email) => {
        asked.push(`${sessionId} ${email}`);
        return `reply+${sessionId}.0123456789abcdef0123@reply.example.co.uk`;
      },
    });
    await scheduleReplyMail(staffMessage(), deps, 0);
    await sendDueReplyMails(deps, 2 * MINUTE);
    expect(mails.get('reply-s1-1')?.replyTo).toBe(
      'reply+s1.0123456789abcdef0123@reply.example.co.uk',
    );
    expect(asked).toEqual(['s1 sam@example.com']);

    const off = memoryStore(SESSION, REPLIES);
    const { deps: withoutDomain } = dependencies(off.store);
    await scheduleReplyMail(staffMessage(), withoutDomain, 0);
    await sendDueReplyMails(withoutDomain, 2 * MINUTE);
    expect(off.mails.get('reply-s1-1')).toBeDefined();
    expect(off.mails.get('reply-s1-1')).not.toHaveProperty('replyTo');
  });

  it('is not on a transcript: its conversation is closed, and closed takes no reply', async () => {
    const closed = { ...SESSION, status: 'closed' as const, proven: true };
    const { store, mails } = memoryStore(
      closed,
      [],
      [{ sender: 'user', content: 'Hello?', photos: 0, createdAt: 0 }],
    );
    const { deps } = dependencies(store, {
      replyTo: (sessionId) => `reply+${sessionId}.0123456789abcdef0123@reply.example.co.uk`,
    });
    expect(await sendTranscript({ sessionId: 's1', count: 1 }, deps)).toBe('sent');
    expect(mails.get('transcript-s1-1')).not.toHaveProperty('replyTo');
  });
});
