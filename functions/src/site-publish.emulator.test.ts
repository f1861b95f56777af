import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './testing/admin-app.js';
import { firestorePublishRequests } from './index.js';
import { NOT_CURRENT_REASON, startSitePublish } from './site-publish.js';
import { SITE_EDITOR, SITE_PUBLISHES, SITE_PUBLISHING } from '@detailing/core/collections';

/**
 * The function's part of the publish limits (issue #41) on the real Firestore emulator: it reads
 * the request the rules let through from `siteEditor/publishing` and starts only that one.
 * GitHub cannot run here: its answer is the documented 204 (site-publish.test.ts serves the
 * whole contract).
 */

let db: Firestore;

adminAppForFile('publish', (app) => {
  db = getFirestore(app);
});

const env = { SITE_DEPLOY_REPOSITORY: 'harbour-heath/site', GITHUB_DEPLOY_TOKEN: 'github_pat' };

const made = (id: string) =>
  db.collection(SITE_PUBLISHES).doc(id).set({
    kind: 'publish',
    requestedBy: 'owner-1',
    requestedAt: Timestamp.now(),
    status: 'requested',
  });

describe('startSitePublishOnRequest’s store: only the current request starts a run', () => {
  it('dispatches the request siteEditor/publishing names, and skips any other', async () => {
    const requests = firestorePublishRequests(db);
    const dispatched: unknown[] = [];
    const fetch: typeof globalThis.fetch = async (_url, init) => {
      dispatched.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    };
    // Before any request is current (no state at all), nothing starts.
    await made('stray-1');
    expect(await startSitePublish('stray-1', { env, requests, fetch })).toBe('skipped');

    await made('current-1');
    await made('stray-2');
    const now = Timestamp.now();
    await db
      .doc(`${SITE_EDITOR}/${SITE_PUBLISHING}`)
      .set({ current: 'current-1', requestedAt: now, windowStart: now, count: 1 });
    expect(await startSitePublish('stray-2', { env, requests, fetch })).toBe('skipped');
    expect(await startSitePublish('current-1', { env, requests, fetch })).toBe('dispatched');

    expect(dispatched).toEqual([{ ref: 'main', inputs: { publish_id: 'current-1' } }]);
    const status = async (id: string) => (await db.doc(`${SITE_PUBLISHES}/${id}`).get()).data();
    for (const stray of ['stray-1', 'stray-2']) {
      expect(await status(stray)).toMatchObject({ status: 'skipped', reason: NOT_CURRENT_REASON });
    }
    expect(await status('current-1')).toMatchObject({ status: 'dispatched' });
  });
});
