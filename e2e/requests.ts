import { DEMO_PROJECT_ID } from '@detailing/core/testing/emulator-config';
import { REQUESTS } from '@detailing/core/domain';
import { expect } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './chat-test-project';

/**
 * The requests the site's forms create through `/api/requests` (the Functions emulator writes
 * them into the stack's own project; OWNER-TOOLS.md 1). Tests run in parallel, so each finds its
 * own by the visitor's name.
 */
export interface StoredRequest {
  readonly id: string;
  readonly [field: string]: unknown;
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** The requests stored under this name, newest first. */
export async function requestsFrom(name: string): Promise<StoredRequest[]> {
  const snapshot = await adminDb(DEMO_PROJECT_ID)
    .collection(REQUESTS)
    .where('name', '==', name)
    .get();
  return snapshot.docs
    .map((doc): StoredRequest => ({ id: doc.id, ...doc.data() }))
    .sort((a, b) => millis(b['createdAt']) - millis(a['createdAt']));
}

/** The one request stored under this name, once it is there. */
export async function requestFrom(name: string): Promise<StoredRequest> {
  await expect
    .poll(async () => (await requestsFrom(name)).length, { message: `a request from ${name}` })
    .toBe(1);
  const [request] = await requestsFrom(name);
  if (!request) throw new Error(`no request from ${name}`);
  return request;
}

/** A visitor's name no other test or earlier run has used: `Sam Carter k3x9q`. */
export function uniqueName(name: string): string {
  return `${name} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
}
