import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { newId, rulesEnvironmentForFile, type TestFirestore } from '../../testing/rules-fixtures';

// The owner's publish requests (OWNER-TOOLS.md 2) and their limits (issue #41): each request
// starts the publish workflow, so it is made in one batch with `siteEditor/publishing`, and the
// rules allow one at a time and six in an hour. A project of its own: that state is one
// document for the whole project.

const rules = rulesEnvironmentForFile('rules-site-publish');
const { owner, notOwners } = rules;
const MINUTE = 60_000;

/**
 * How the state is written with a request: as the console does (a new window, or one more in
 * the window under way), or left out, as a script might.
 */
type StateWrite = 'new-window' | 'same-window' | 'none';

/** A request as the console writes it: the request and the publishing state, in one batch. */
function publish(
  db: TestFirestore,
  uid = 'owner-1',
  change: Record<string, unknown> = {},
  { state = 'new-window', id = newId('p') }: { state?: StateWrite; id?: string } = {},
) {
  const request = doc(db, 'sitePublishes', id);
  const batch = writeBatch(request.firestore);
  batch.set(request, {
    kind: 'publish',
    requestedBy: uid,
    requestedAt: serverTimestamp(),
    status: 'requested',
    ...change,
  });
  const publishing = doc(db, 'siteEditor', 'publishing');
  const moved = { current: id, requestedAt: serverTimestamp() };
  if (state === 'same-window') batch.update(publishing, { ...moved, count: increment(1) });
  if (state === 'new-window') {
    batch.set(publishing, { ...moved, windowStart: serverTimestamp(), count: 1 });
  }
  return batch.commit();
}

const asAdmin = (write: (db: TestFirestore) => Promise<void>) =>
  rules.env.withSecurityRulesDisabled((context) => write(context.firestore()));

/** The publisher ends a request (or moves it on). */
const report = (id: string, status: string) =>
  asAdmin((db) => updateDoc(doc(db, 'sitePublishes', id), { status }));

/** The stored state, as earlier requests left it: the current one `status`, made `ago` ms ago. */
async function stored(state: { status: string; ago: number; windowAgo: number; count: number }) {
  const current = newId('earlier');
  const at = (ago: number) => Timestamp.fromMillis(Date.now() - ago);
  await asAdmin(async (db) => {
    await setDoc(doc(db, 'sitePublishes', current), {
      kind: 'publish',
      requestedBy: 'owner-1',
      requestedAt: at(state.ago),
      status: state.status,
    });
    await setDoc(doc(db, 'siteEditor', 'publishing'), {
      current,
      requestedAt: at(state.ago),
      windowStart: at(state.windowAgo),
      count: state.count,
    });
  });
}

const publishing = async () =>
  (await getDoc(doc(owner(), 'siteEditor', 'publishing'))).data() ?? {};

// Each test starts with no request ever made.
beforeEach(() => asAdmin((db) => deleteDoc(doc(db, 'siteEditor', 'publishing'))));

describe('sitePublishes and siteReleases', () => {
  it('lets an owner ask to publish or preview the draft, or restore a release, as requested only', async () => {
    const asked: [Record<string, unknown>, string, StateWrite][] = [
      [{ kind: 'publish' }, 'live', 'new-window'],
      [{ kind: 'preview' }, 'ready', 'same-window'],
      [{ kind: 'restore', release: 'r-1' }, 'live', 'same-window'],
    ];
    for (const [kind, ended, state] of asked) {
      const id = newId('p');
      await assertSucceeds(publish(owner(), 'owner-1', kind, { id, state }));
      await report(id, ended);
    }
    for (const change of [
      { status: 'live' },
      { status: 'ready', previewUrl: 'https://evil.example' },
      { kind: 'restore' },
      { kind: 'publish', release: 'r-1' },
      { kind: 'preview', release: 'r-1' },
      { kind: 'deploy-anything' },
      { requestedAt: Timestamp.now() },
      { branch: 'main' },
    ]) {
      await assertFails(publish(owner(), 'owner-1', change, { state: 'same-window' }));
    }
    await assertFails(publish(owner(), 'owner-2', {}, { state: 'same-window' }));
  });

  it('leaves the progress and the releases to the publisher', async () => {
    const id = newId('p');
    await assertSucceeds(publish(owner(), 'owner-1', {}, { id }));
    const ref = doc(owner(), 'sitePublishes', id);
    await assertSucceeds(getDoc(ref));
    await assertFails(updateDoc(ref, { status: 'live' }));
    await assertFails(deleteDoc(ref));
    await assertSucceeds(getDoc(doc(owner(), 'siteReleases', 'r-1')));
    await assertFails(setDoc(doc(owner(), 'siteReleases', 'r-1'), { content: {} }));
  });

  it('is closed to everyone who is not an owner, even written as the console writes it', async () => {
    for (const db of notOwners()) {
      await assertFails(publish(db, 'staff-only'));
      await assertFails(publish(db, 'staff-only', {}, { state: 'none' }));
      await assertFails(getDoc(doc(db, 'siteReleases', 'r-1')));
      await assertFails(getDoc(doc(db, 'siteEditor', 'publishing')));
    }
    // Staff, once a request is under way or over: still refused, and cannot read the state.
    await assertSucceeds(publish(owner()));
    await report(String((await publishing()).current), 'live');
    for (const db of notOwners()) {
      await assertFails(publish(db, 'staff-only', {}, { state: 'same-window' }));
      await assertFails(getDoc(doc(db, 'siteEditor', 'publishing')));
    }
  });
});

describe('the publish limits: one request at a time, six in an hour (issue #41)', () => {
  it('takes exactly one of 50 requests sent at once, with the state written or not', async () => {
    const ids = Array.from({ length: 50 }, () => newId('flood'));
    const results = await Promise.allSettled(
      ids.flatMap((id, i) => [
        publish(owner(), 'owner-1', {}, { id, state: i % 2 === 0 ? 'new-window' : 'same-window' }),
        publish(owner(), 'owner-1', {}, { state: 'none' }),
      ]),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const state = await publishing();
    expect(ids).toContain(state.current);
    expect(state.count).toBe(1);
    // The same again once it is under way: none.
    for (const state of ['new-window', 'same-window', 'none'] as const) {
      await assertFails(publish(owner(), 'owner-1', {}, { state }));
    }
  });

  it('refuses a second request of any kind, from any owner, while one is under way', async () => {
    const id = newId('p');
    await assertSucceeds(publish(owner(), 'owner-1', {}, { id }));
    for (const status of ['requested', 'dispatched', 'checking', 'building', 'deploying']) {
      await report(id, status);
      for (const kind of [{ kind: 'publish' }, { kind: 'preview' }]) {
        await assertFails(publish(owner(), 'owner-1', kind, { state: 'same-window' }));
        await assertFails(publish(owner(), 'owner-1', kind, { state: 'new-window' }));
      }
      await assertFails(
        publish(
          owner('owner-2'),
          'owner-2',
          { kind: 'restore', release: 'r-1' },
          { state: 'same-window' },
        ),
      );
    }
    await report(id, 'failed');
    await assertSucceeds(publish(owner('owner-2'), 'owner-2', {}, { state: 'same-window' }));
  });

  it('refuses the state without its request, naming an earlier one, or with two requests', async () => {
    const id = newId('p');
    await assertSucceeds(publish(owner(), 'owner-1', {}, { id }));
    await report(id, 'live');
    const state = doc(owner(), 'siteEditor', 'publishing');
    const at = { requestedAt: serverTimestamp() };
    await assertFails(updateDoc(state, { ...at, current: newId('nothing'), count: increment(1) }));
    await assertFails(updateDoc(state, { ...at, current: id, count: increment(1) }));
    await assertFails(updateDoc(state, { count: 0 }));
    await assertFails(deleteDoc(state));
    await assertFails(setDoc(doc(owner(), 'siteEditor', 'other'), { current: id }));
    // Two requests in the batch of one: the state names only one of them.
    const [first, second] = [newId('p'), newId('p')];
    const batch = writeBatch(state.firestore);
    for (const request of [first, second]) {
      batch.set(doc(owner(), 'sitePublishes', request), {
        kind: 'publish',
        requestedBy: 'owner-1',
        requestedAt: serverTimestamp(),
        status: 'requested',
      });
    }
    batch.update(state, { ...at, current: first, count: increment(1) });
    await assertFails(batch.commit());
  });

  it('refuses the seventh request in an hour, each ended before the next, until the hour is over', async () => {
    for (let i = 0; i < 6; i++) {
      const id = newId('p');
      await assertSucceeds(
        publish(owner(), 'owner-1', {}, { id, state: i === 0 ? 'new-window' : 'same-window' }),
      );
      await report(id, i % 2 === 0 ? 'live' : 'failed');
    }
    // Ended, but too soon: neither one more in the window nor a new window.
    for (const state of ['same-window', 'new-window', 'none'] as const) {
      await assertFails(publish(owner(), 'owner-1', {}, { state }));
    }
    // An hour after the window's first request: a new window, never a seventh in the old one.
    const { windowStart } = await publishing();
    await asAdmin((db) =>
      updateDoc(doc(db, 'siteEditor', 'publishing'), {
        windowStart: Timestamp.fromMillis((windowStart as Timestamp).toMillis() - 60 * MINUTE),
      }),
    );
    await assertFails(publish(owner(), 'owner-1', {}, { state: 'same-window' }));
    await assertSucceeds(publish(owner(), 'owner-1', {}, { state: 'new-window' }));
    expect((await publishing()).count).toBe(1);
  });

  it('never starts a new window before the hour is over, nor counts more than one at a time', async () => {
    await stored({ status: 'live', ago: 5 * MINUTE, windowAgo: 59 * MINUTE, count: 3 });
    await assertFails(publish(owner(), 'owner-1', {}, { state: 'new-window' }));
    const id = newId('p');
    const request = doc(owner(), 'sitePublishes', id);
    const batch = writeBatch(request.firestore);
    batch.set(request, {
      kind: 'publish',
      requestedBy: 'owner-1',
      requestedAt: serverTimestamp(),
      status: 'requested',
    });
    batch.update(doc(owner(), 'siteEditor', 'publishing'), {
      current: id,
      requestedAt: serverTimestamp(),
      count: 1,
    });
    await assertFails(batch.commit());
    await assertSucceeds(publish(owner(), 'owner-1', {}, { state: 'same-window' }));
  });

  it('lets the next request start once the current one has stalled for 30 minutes', async () => {
    await stored({ status: 'building', ago: 29 * MINUTE, windowAgo: 29 * MINUTE, count: 1 });
    await assertFails(publish(owner(), 'owner-1', {}, { state: 'same-window' }));
    await stored({ status: 'dispatched', ago: 31 * MINUTE, windowAgo: 31 * MINUTE, count: 1 });
    await assertSucceeds(publish(owner(), 'owner-1', {}, { state: 'same-window' }));
  });
});
