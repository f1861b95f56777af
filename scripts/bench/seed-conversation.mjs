// @ts-check
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { MESSAGES, SESSIONS } from '@detailing/core/collections';

/** Texts of the lengths a real conversation has: a word, a sentence, a paragraph. */
const SAMPLES = [
  'Thanks!',
  'Could you do Saturday morning instead?',
  'We can fit you in on Thursday at 9:00. The full decontamination wash takes about three hours, and we will send a reminder the day before.',
  'It is a 2019 estate, dark grey, parked outside most of the year. There are some swirl marks on the bonnet and a few light scratches by the boot handle from keys and bags. Would paint correction sort those out, or is that more of a touch-up job?',
  'Yes, that works.\nSee you then.',
  'A single-stage correction usually removes 60-80 % of light swirls; deeper scratches may need a touch-up.',
];

/**
 * Writes `count` messages into an existing session with firebase-admin (no rules), visitor and
 * staff alternating, one every 45 s before the session's newest message, so that message stays
 * the latest. Needs only the Firestore emulator's host.
 * @param {{ firestoreHost: string, projectId: string, sessionId: string, count: number }} options
 */
export async function seedConversation({ firestoreHost, projectId, sessionId, count }) {
  const { session, close } = adminSession({ firestoreHost, projectId, sessionId });
  try {
    const db = session.firestore;
    const newest = await session.collection(MESSAGES).orderBy('createdAt', 'desc').limit(1).get();
    const newestAt = newest.docs[0]?.get('createdAt');
    const endMs = newestAt instanceof Timestamp ? newestAt.toMillis() : Date.now();
    const writes = [];
    for (let first = 0; first < count; first += 500) {
      const batch = db.batch();
      for (let i = first; i < Math.min(count, first + 500); i++) {
        batch.create(session.collection(MESSAGES).doc(`seed-${String(i).padStart(6, '0')}`), {
          content: `${SAMPLES[i % SAMPLES.length]} (#${i + 1})`,
          sender: i % 2 === 0 ? 'user' : 'admin',
          createdAt: Timestamp.fromMillis(endMs - (count - i) * 45_000),
          seq: i,
        });
      }
      writes.push(batch.commit());
    }
    await Promise.all(writes);
  } finally {
    await close();
  }
}

/**
 * Adds one staff reply to the session now, with firebase-admin; resolves with the time
 * (Date.now) just before the write.
 * @param {{ firestoreHost: string, projectId: string, sessionId: string, content: string, seq: number }} options
 */
export async function addStaffReply({ firestoreHost, projectId, sessionId, content, seq }) {
  const { session, close } = adminSession({ firestoreHost, projectId, sessionId });
  try {
    // Connect first, so the measured write is the write alone.
    await session.get();
    const sentAt = Date.now();
    await session.collection(MESSAGES).doc(`reply-${sentAt}`).create({
      content,
      sender: 'admin',
      createdAt: FieldValue.serverTimestamp(),
      seq,
    });
    return sentAt;
  } finally {
    await close();
  }
}

/**
 * A session document through its own firebase-admin app, against the Firestore emulator.
 * @param {{ firestoreHost: string, projectId: string, sessionId: string }} options
 */
function adminSession({ firestoreHost, projectId, sessionId }) {
  // firebase-admin finds the emulator through the environment.
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const app = initializeApp({ projectId }, `bench-admin-${crypto.randomUUID()}`);
  return {
    session: getFirestore(app).collection(SESSIONS).doc(sessionId),
    close: () => deleteApp(app),
  };
}
