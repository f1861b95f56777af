import type { App } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import {
  callbackRequestText,
  REQUEST_LIMITS_COLLECTION,
  REQUESTS,
  SESSIONS,
} from '@detailing/core/domain';
import { describe, expect, it } from 'vitest';
import { adminAppPerTest } from './testing/admin-app.js';
import { fileChatCallback } from './chat-callback.js';
import { chatCallbackDependencies } from './index.js';
import { CHALLENGE_TEXTS } from './form-pages.js';
import { challengeTokens } from './request-challenge.js';
import { handleRequestForm } from './requests.js';
import {
  firestoreChatCallbacks,
  firestoreRequestLimiter,
  firestoreRequestStore,
  keyedIpHash,
} from './requests-firestore.js';

let app: App;
let db: Firestore;

adminAppPerTest('callbacks', (made) => {
  app = made;
  db = getFirestore(app);
});

const SECRET = 'test-secret';

/** A visitor's conversation whose last message is the away form's callback. */
async function callback(sessionId: string, visitorUid: string) {
  await db.collection(SESSIONS).doc(sessionId).set({ visitorUid, status: 'open' });
  return {
    sessionId,
    messageId: 'm1',
    data: { sender: 'user', content: callbackRequestText('Sam Carter', '07700 900123') },
  };
}

const requestCount = async () => (await db.collection(REQUESTS).count().get()).data().count;

describe('chat callbacks under the form’s limits (emulator)', () => {
  it('one visitor files 5 an hour across conversations; the counter holds a hash, not the uid', async () => {
    const logged: string[] = [];
    const deps = chatCallbackDependencies({
      app,
      env: { REQUESTS_IP_KEY: SECRET },
      messaging: { sendEach: () => Promise.reject(new Error('No pushes here.')) },
      log: (message) => void logged.push(message),
    });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await fileChatCallback(await callback(`session-${i}`, 'uid-one'), deps)).status,
      );
    }
    expect(statuses).toEqual(['created', 'created', 'created', 'created', 'created', 'limited']);
    expect(await requestCount()).toBe(5);
    expect(logged).toEqual(['A chat callback was not filed: over the form’s rate limit.']);
    const counters = await db.collection(REQUEST_LIMITS_COLLECTION).get();
    expect(counters.docs.map((doc) => doc.id).sort()).toEqual(
      ['_all', keyedIpHash(SECRET)('visitor:uid-one')].sort(),
    );
    expect(JSON.stringify(counters.docs.map((doc) => doc.data()))).not.toContain('uid-one');
    // The conversation itself is untouched: staff still see it.
    expect((await db.collection(SESSIONS).doc('session-5').get()).exists).toBe(true);
  });

  it('eight anonymous visitors in seconds spend everyone’s cap, which the form shares', async () => {
    const limiter = firestoreRequestLimiter(db, { perHour: 5 });
    const deps = {
      store: firestoreChatCallbacks(db),
      clientKey: keyedIpHash(SECRET),
      limiter,
    };
    const results = [];
    for (let i = 0; i < 8; i++) {
      results.push(await fileChatCallback(await callback(`anon-${i}`, `anon-uid-${i}`), deps));
    }
    expect(results.map((result) => result.status)).toEqual([
      ...Array<string>(5).fill('created'),
      ...Array<string>(3).fill('limited'),
    ]);
    expect(results.at(-1)).toMatchObject({ status: 'limited', verdict: 'global' });
    expect(await requestCount()).toBe(5);

    // The same counter for everyone: the site's form is now asked to confirm.
    const form = await handleRequestForm(
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '198.51.100.20',
        },
        body: Buffer.from('name=Honest%20Customer&phone=07700%20900124'),
        socketAddress: '',
      },
      {
        siteOrigin: 'https://www.example.test',
        clientKey: keyedIpHash(SECRET),
        limiter,
        challenge: challengeTokens(SECRET),
        store: firestoreRequestStore(db),
      },
    );
    expect(form.status).toBe(429);
    expect(form.body).toContain(CHALLENGE_TEXTS.title);
  });
});
