import { FieldPath, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './testing/admin-app.js';
import { PUSH_BUDGET, PUSH_BUDGET_CLAIMS } from '@detailing/core/domain';
import type { PushAllowance } from './notify-staff.js';
import { firestorePushBudget } from './push-budget.js';

/**
 * The cap across conversations under a burst of claims, on the real Firestore emulator (issue
 * #41): none may fail, none may be granted beyond the cap, and every one granted is counted in
 * its minute. In order, and through the trigger with 100 visitors: notify-staff.emulator.test.ts.
 */

const BURST = 50;
const MINUTE_MS = 60_000;
let db: Firestore;

adminAppForFile('budget', (app) => {
  db = getFirestore(app);
});

/** 50 claims at once in the minute starting at `at`: each claim's answer, none rejected. */
async function burst(perMinute: number, at: number) {
  const budget = firestorePushBudget(db, { perMinute, now: () => at });
  const ids = Array.from({ length: BURST }, (_, i) => `session-${i}-message-${i}`);
  const settled = await Promise.allSettled(ids.map((id) => budget.take(id)));
  const errors = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  expect(errors).toEqual([]);
  const answers = new Map<string, PushAllowance>();
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') answers.set(ids[i] ?? '', s.value);
  });
  const tally: Partial<Record<PushAllowance, number>> = {};
  for (const answer of answers.values()) tally[answer] = (tally[answer] ?? 0) + 1;
  const granted = [...answers].flatMap(([id, answer]) => (answer === 'send' ? [id] : []));
  return { tally, granted: granted.sort() };
}

/** The minute's stored claims in the budget's order (server time, then id): the first `cap`. */
async function storedWithin(at: number, cap: number) {
  const claims = db
    .collection(PUSH_BUDGET)
    .doc(String(Math.floor(at / MINUTE_MS)))
    .collection(PUSH_BUDGET_CLAIMS);
  const [all, first] = await Promise.all([
    claims.count().get(),
    claims.orderBy('at').orderBy(FieldPath.documentId()).limit(cap).get(),
  ]);
  return { stored: all.data().count, within: first.docs.map((doc) => doc.id).sort() };
}

describe('firestorePushBudget under a burst (Firestore emulator)', () => {
  it('given 50 claims at once and a cap of 30, grants exactly 30, refuses 20 (one summary), and counts the 30 granted', async () => {
    const at = Date.UTC(2026, 10, 28, 9);
    const { tally, granted } = await burst(30, at);

    expect(tally).toEqual({ send: 30, summary: 1, held: 19 });
    // The minute holds every claim, and the 30 within its cap are exactly the 30 granted.
    expect(await storedWithin(at, 30)).toEqual({ stored: BURST, within: granted });
  });

  it('given 50 claims at once and a cap of 60, grants and counts all 50', async () => {
    const at = Date.UTC(2026, 10, 28, 10);
    const { tally, granted } = await burst(60, at);

    expect(tally).toEqual({ send: BURST });
    expect(await storedWithin(at, 60)).toEqual({ stored: BURST, within: granted });
    // Nothing went over the cap, so no summary was written.
    const minute = await db
      .collection(PUSH_BUDGET)
      .doc(String(Math.floor(at / MINUTE_MS)))
      .get();
    expect(minute.exists).toBe(false);
  });
});
