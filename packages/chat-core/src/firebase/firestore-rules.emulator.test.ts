import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this through `npm test`.');
  const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-foundation',
    firestore: {
      host: hostname,
      port: Number(port),
      rules: readFileSync(path.resolve(import.meta.dirname, '../../../../firestore.rules'), 'utf8'),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules: deny by default', () => {
  it('refuses an unauthenticated read of an arbitrary document', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'anything/at-all')));
  });

  it('refuses a signed-in write to an unlisted collection', async () => {
    const db = env.authenticatedContext('someone').firestore();
    await assertFails(setDoc(doc(db, 'secrets/one'), { value: 1 }));
  });
});
