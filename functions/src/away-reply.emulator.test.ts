import type { App } from 'firebase-admin/app';
import {
  FieldPath,
  type Firestore,
  getFirestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { alwaysOpenSettings } from '@detailing/core/testing';
import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './testing/admin-app.js';
import { AWAY_REPLY_ID, DEFAULT_SETTINGS } from './away-reply.js';
import { firestoreAwayReplies } from './away-reply-store.js';
import { deployTrigger, TRIGGERS } from './index.js';
import type { MessagingPort } from './notify-staff.js';
import { firestorePushThrottle } from './push-throttle.js';
import {
  CHAT_SETTINGS_ID,
  MESSAGES,
  SESSIONS,
  SETTINGS,
  STAFF_DEVICES,
} from '@detailing/core/collections';

/**
 * The away reply against the real Firestore emulator (Admin SDK transactions), through the
 * deployed trigger's wrapper, with the push trigger beside it on the same message.
 */

let app: App;
let db: Firestore;

adminAppForFile('away', (made) => {
  app = made;
  db = getFirestore(app);
});

const AWAY = { ...DEFAULT_SETTINGS, away: true, awayMessage: 'Out on a job: we will call back.' };
const newSessionId = () => `session-${Math.random().toString(36).slice(2, 12)}`;

/** A session as a visitor starts it, with its first message; returns the message's snapshot. */
async function startConversation(sessionId: string, status: 'open' | 'closed' = 'open') {
  const now = Timestamp.now();
  const messageId = `msg-${Math.random().toString(36).slice(2, 12)}`;
  const session = db.collection(SESSIONS).doc(sessionId);
  await session.set({
    status,
    visitorUid: 'visitor-1',
    createdAt: now,
    updatedAt: now,
    lastMessage: { id: messageId, content: 'Anyone there?', sender: 'user' },
    lastSender: 'user',
  });
  const ref = session.collection(MESSAGES).doc(messageId);
  await ref.set({ content: 'Anyone there?', sender: 'user', createdAt: now, seq: 0 });
  const found = await ref.parent.where(FieldPath.documentId(), '==', messageId).get();
  const snapshot = found.docs[0];
  if (!snapshot) throw new Error('The message was not written.');
  return { messageId, snapshot, ref };
}

function event(sessionId: string, messageId: string, data: QueryDocumentSnapshot | undefined) {
  return {
    specversion: '1.0' as const,
    id: `event-${messageId}`,
    source: `//firestore.googleapis.com/projects/${app.options.projectId ?? ''}`,
    type: 'google.cloud.firestore.document.v1.created',
    time: new Date().toISOString(),
    location: 'europe-west2',
    project: app.options.projectId ?? '',
    database: '(default)',
    namespace: '(default)',
    document: `chatSessions/${sessionId}/messages/${messageId}`,
    params: { sessionId, messageId },
    data,
  };
}

const awayTrigger = () =>
  deployTrigger(TRIGGERS.replyWhenAwayOnVisitorMessage, 'away', () => firestoreAwayReplies(db));
const messages = async (sessionId: string) =>
  (await db.collection(`chatSessions/${sessionId}/messages`).orderBy('createdAt').get()).docs;

describe('the automatic away reply (Firestore emulator)', () => {
  it("writes one automatic admin reply with the away message, leaving the visitor's words as the preview", async () => {
    await db.doc(`${SETTINGS}/${CHAT_SETTINGS_ID}`).set(AWAY);
    const sessionId = newSessionId();
    const { messageId, snapshot } = await startConversation(sessionId);
    const result: unknown = await awayTrigger().run(event(sessionId, messageId, snapshot));
    expect(result).toEqual({ status: 'replied' });
    const stored = await messages(sessionId);
    expect(stored.map((d) => d.id)).toEqual([messageId, AWAY_REPLY_ID]);
    expect(stored[1]?.data()).toMatchObject({
      content: AWAY.awayMessage,
      sender: 'admin',
      seq: 1,
      automatic: true,
    });
    const session = await db.doc(`${SESSIONS}/${sessionId}`).get();
    // Out of hours every row would otherwise read the same automatic reply: the console's list
    // keeps what the visitor asked, and "Awaiting reply" until a person answers.
    expect(session.get('lastMessage')).toEqual({
      id: messageId,
      content: 'Anyone there?',
      sender: 'user',
    });
    expect(session.get('lastSender')).toBe('user');
    expect(session.get('adminMessages')).toBe(1);
  });

  it('stays one reply under retries and concurrent deliveries of the same event', async () => {
    await db.doc(`${SETTINGS}/${CHAT_SETTINGS_ID}`).set(AWAY);
    const sessionId = newSessionId();
    const { messageId, snapshot } = await startConversation(sessionId);
    const trigger = awayTrigger();
    const results: unknown[] = await Promise.all([
      trigger.run(event(sessionId, messageId, snapshot)),
      trigger.run(event(sessionId, messageId, snapshot)),
      trigger.run(event(sessionId, messageId, snapshot)),
    ]);
    expect(results.filter((r) => JSON.stringify(r) === '{"status":"replied"}')).toHaveLength(1);
    expect((await messages(sessionId)).filter((d) => d.get('automatic') === true)).toHaveLength(1);
  });

  it('writes nothing while open, nor into a closed conversation', async () => {
    // Open around the clock, switch off: never away.
    await db
      .doc(`${SETTINGS}/${CHAT_SETTINGS_ID}`)
      .set(alwaysOpenSettings({ awayMessage: AWAY.awayMessage }));
    const open = newSessionId();
    const first = await startConversation(open);
    await expect(awayTrigger().run(event(open, first.messageId, first.snapshot))).resolves.toEqual({
      status: 'skipped',
      reason: 'open',
    });
    await db.doc(`${SETTINGS}/${CHAT_SETTINGS_ID}`).set(AWAY);
    const closed = newSessionId();
    const second = await startConversation(closed, 'closed');
    await expect(
      awayTrigger().run(event(closed, second.messageId, second.snapshot)),
    ).resolves.toEqual({ status: 'skipped', reason: 'closed' });
    expect(await messages(open)).toHaveLength(1);
    expect(await messages(closed)).toHaveLength(1);
  });

  it('leaves the push to staff going out for the same visitor message', async () => {
    await db.doc(`${SETTINGS}/${CHAT_SETTINGS_ID}`).set(AWAY);
    await db.collection(STAFF_DEVICES).doc('device-away').set({
      token: 'token-away',
      uid: 'staff-away',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      userAgent: 'test',
    });
    const sent: string[] = [];
    const messaging: MessagingPort = {
      async sendEach(batch) {
        sent.push(...batch.map((m) => m.data?.body ?? ''));
        return {
          responses: batch.map((_, i) => ({ success: true, messageId: `m-${i}` })),
          successCount: batch.length,
          failureCount: 0,
        };
      },
    };
    const notify = deployTrigger(TRIGGERS.notifyStaffOnVisitorMessage, 'notify', () => ({
      devices: {
        list: async () => [{ id: 'device-away', token: 'token-away', uid: 'staff-away' }],
        remove: async () => undefined,
      },
      staff: { isStaff: async () => true },
      throttle: firestorePushThrottle(db, { intervalMs: 0 }),
      messaging,
    }));
    const sessionId = newSessionId();
    const { messageId, snapshot } = await startConversation(sessionId);
    const [pushed, replied]: unknown[] = await Promise.all([
      notify.run(event(sessionId, messageId, snapshot)),
      awayTrigger().run(event(sessionId, messageId, snapshot)),
    ]);
    expect(pushed).toMatchObject({ status: 'sent', successCount: 1 });
    expect(replied).toEqual({ status: 'replied' });
    expect(sent).toEqual([`Session ${sessionId.slice(0, 8)}: Anyone there?`]);
  });
});
