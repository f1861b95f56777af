import { describe, expect, it } from 'vitest';
import { missingPushEnv, readFirebaseEnv } from './firebase-env';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'demo-detailing',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-detailing.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
};

describe('readFirebaseEnv', () => {
  it('names every missing or blank Firebase setting, so the app can say what is wrong', () => {
    expect(
      readFirebaseEnv({ ...complete, VITE_FIREBASE_API_KEY: ' ', VITE_FIREBASE_APP_ID: undefined }),
    ).toEqual({
      ok: false,
      missing: ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID'],
    });
  });

  it('leaves the emulators out of a production build (no keys at all)', () => {
    const result = readFirebaseEnv({ ...complete, VITE_FIRESTORE_EMULATOR_HOST: '' });
    expect(result).toStrictEqual({
      ok: true,
      config: {
        apiKey: 'key',
        projectId: 'demo-detailing',
        authDomain: 'demo-detailing.firebaseapp.com',
        appId: '1:0:web:0',
      },
    });
  });

  it('reads the App Check site key when set, and leaves it out (App Check off) when not', () => {
    const on = readFirebaseEnv({ ...complete, VITE_APPCHECK_SITE_KEY: ' 6Lc-site-key ' });
    expect(on.ok && on.config.appCheckSiteKey).toBe('6Lc-site-key');
    const off = readFirebaseEnv({ ...complete, VITE_APPCHECK_SITE_KEY: '' });
    expect(off.ok && 'appCheckSiteKey' in off.config).toBe(false);
  });

  it('points a local build at the emulators, trimmed', () => {
    const result = readFirebaseEnv({
      ...complete,
      VITE_FIRESTORE_EMULATOR_HOST: ' 127.0.0.1:8080 ',
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(result).toMatchObject({
      ok: true,
      config: { firestoreEmulatorHost: '127.0.0.1:8080', authEmulatorUrl: 'http://127.0.0.1:9099' },
    });
  });

  it('says which push settings the console still needs', () => {
    const result = readFirebaseEnv({ ...complete, VITE_FIREBASE_MESSAGING_SENDER_ID: '42' });
    if (!result.ok) throw new Error('complete settings were refused');
    expect(missingPushEnv(result.config)).toEqual(['VITE_FIREBASE_VAPID_KEY']);
    expect(missingPushEnv({ ...result.config, vapidKey: 'BKey' })).toEqual([]);
  });
});
