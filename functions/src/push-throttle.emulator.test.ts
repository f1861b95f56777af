import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './testing/admin-app.js';
import { PUSH_THROTTLE } from '@detailing/core/domain';
import { firestorePushThrottle } from './push-throttle.js';

/**
 * The per-conversation throttle under a burst, on the real Firestore emulator: a trigger backlog
 * can deliver many messages of one conversation together (issue #41). The throttle in order is
 * tested in notify-staff.emulator.test.ts.
 */

const BURST = 50;
let db: Firestore;

adminAppForFile('throttle', (app) => {
  db = getFirestore(app);
});

describe('firestorePushThrottle under a burst (Firestore emulator)', () => {
  it(
    'given 50 messages at once in one conversation, pushes one, holds 49 without an error, and a later push counts every one',
    { timeout: 60_000 },
    async () => {
      let clock = Date.parse('2026-11-28T09:00:00Z');
      const throttle = firestorePushThrottle(db, { now: () => clock });
      const session = `burst-${Math.random().toString(36).slice(2, 10)}`;
      const burst = async () => {
        const settled = await Promise.allSettled(
          Array.from({ length: BURST }, () => throttle.claim(session)),
        );
        // Every claim answers: none is lost to contention.
        const errors = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
        expect(errors).toEqual([]);
        const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
        const pushed = answers.filter((answer) => answer.send);
        expect(pushed).toHaveLength(1);
        return pushed[0]?.count ?? 0;
      };

      // A new conversation (its document created by the push), then one whose last push was a
      // minute ago (its document updated), then the next message a minute after that.
      const first = await burst();
      clock += 60_000;
      const second = await burst();
      clock += 60_000;
      const third = await throttle.claim(session);

      expect(third.send).toBe(true);
      // Each of the 101 messages is counted by exactly one push: none twice, none missing.
      expect(first + second + third.count).toBe(2 * BURST + 1);
      const stored = await db.collection(PUSH_THROTTLE).doc(session).get();
      expect(stored.get('held')).toBe(0);
    },
  );

  it('given 50 messages at once inside the minute, holds all 50 and counts them for the next push', async () => {
    let clock = Date.parse('2026-11-28T10:00:00Z');
    const throttle = firestorePushThrottle(db, { now: () => clock });
    const session = `held-${Math.random().toString(36).slice(2, 10)}`;
    expect(await throttle.claim(session)).toEqual({ send: true, count: 1 });

    clock += 30_000;
    const answers = await Promise.all(Array.from({ length: BURST }, () => throttle.claim(session)));
    expect(answers.filter((answer) => answer.send)).toEqual([]);
    const stored = await db.collection(PUSH_THROTTLE).doc(session).get();
    expect(stored.get('held')).toBe(BURST);

    clock += 30_000;
    expect(await throttle.claim(session)).toEqual({ send: true, count: BURST + 1 });
  });
});
