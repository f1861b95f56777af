import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Bytes,
  doc,
  type DocumentData,
  increment,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { QUOTES } from '../shared/domain/collections.js';
import type { Sender } from '../chat/domain/model';
import { newDemoProjectId } from './emulator-config.js';

// Refused writes are the point of these tests; the SDK would log each one as a warning.
setLogLevel('silent');

export const RULES_PATH = path.resolve(import.meta.dirname, '../../../../firestore.rules');

/** A rules test environment on the emulator `npm test` started, in a project of its own. */
export async function startRulesEnvironment(prefix: string): Promise<RulesTestEnvironment> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this through `npm test`.');
  const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
  return initializeTestEnvironment({
    projectId: newDemoProjectId(prefix),
    firestore: { host: hostname, port: Number(port), rules: readFileSync(RULES_PATH, 'utf8') },
  });
}

/** A test context's Firestore (the compat API, which the modular functions accept). */
export type TestFirestore = ReturnType<RulesTestContext['firestore']>;

/** A rules test file's environment and the people it signs in as. */
export interface RulesFile {
  /** The file's environment (inside tests and hooks: it starts before the first test). */
  readonly env: RulesTestEnvironment;
  /** Signed in as `uid` with these token claims (none: a visitor, not staff). */
  signedIn(uid: string, claims?: TokenOptions): TestFirestore;
  /** A visitor (no claims), alice unless named. */
  visitor(uid?: string): TestFirestore;
  /** A member of staff (the `staff` claim), staff-1 unless named. */
  staff(uid?: string): TestFirestore;
  /** Signed out: no request.auth at all. */
  nobody(): TestFirestore;
  /** An owner (the `staff` and `owner` claims), owner-1 unless named. */
  owner(uid?: string): TestFirestore;
  /**
   * A former member of staff or owner, staff-2 unless named: still signed in, every claim gone,
   * as `npm run staff:revoke` leaves the account until its token is refreshed.
   */
  revoked(uid?: string): TestFirestore;
  /**
   * Everyone who is not an owner, for the owner's own documents: staff without the claim, a
   * visitor, the signed-out, a revoked owner (whose next token carries neither claim) and an
   * `owner` claim without `staff` (the rules ask for both).
   */
  notOwners(): TestFirestore[];
}

/**
 * One rules environment for the test file that calls this (at its top level): started before
 * its first test in a project named after `prefix`, cleaned up after its last.
 *
 * Each person's client is made once per file and kept: every context is a Firebase app with a
 * connection of its own, and a test that wrote 500 messages as staff, a new context each, spent
 * 12 of its file's 17 s making them. Tests keep apart by the ids they write, not by clients.
 */
export function rulesEnvironmentForFile(prefix: string): RulesFile {
  let started: RulesTestEnvironment | undefined;
  const clients = new Map<string, TestFirestore>();
  beforeAll(async () => {
    started = await startRulesEnvironment(prefix);
  });
  afterAll(async () => {
    clients.clear();
    await started?.cleanup();
  });
  const env = () => {
    if (!started) throw new Error('The rules environment starts in beforeAll: use it in tests.');
    return started;
  };
  const client = (key: string, make: (env: RulesTestEnvironment) => TestFirestore) => {
    let made = clients.get(key);
    if (!made) {
      made = make(env());
      clients.set(key, made);
    }
    return made;
  };
  const signedIn = (uid: string, claims?: TokenOptions) =>
    client(JSON.stringify([uid, claims ?? {}]), (e) =>
      e.authenticatedContext(uid, claims).firestore(),
    );
  const visitor = (uid = 'alice') => signedIn(uid);
  const staff = (uid = 'staff-1') => signedIn(uid, { staff: true });
  const nobody = () => client('nobody', (e) => e.unauthenticatedContext().firestore());
  const revoked = (uid = 'staff-2') => signedIn(uid, {});
  return {
    get env() {
      return env();
    },
    signedIn,
    visitor,
    staff,
    nobody,
    owner: (uid = 'owner-1') => signedIn(uid, { staff: true, owner: true }),
    revoked,
    notOwners: () => [
      staff('staff-only'),
      visitor(),
      nobody(),
      revoked('revoked-owner'),
      signedIn('owner-not-staff', { owner: true }),
    ],
  };
}

/** Stores a document as it is (at a path such as `chatSessions/{id}`), bypassing the rules. */
export async function seedDoc(
  env: RulesTestEnvironment,
  docPath: string,
  data: DocumentData,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), docPath), data);
  });
}

let counter = 0;
/** A fresh valid id (the rules accept [A-Za-z0-9_-]{8,128}). */
export const newId = (label = 'id') => `${label}-${Date.now().toString(36)}-${++counter}`;

/** Seeds a session as stored data, bypassing the rules. */
export async function seedSession(
  env: RulesTestEnvironment,
  sessionId: string,
  data: {
    visitorUid: string;
    status?: 'open' | 'closed';
    ageMs?: number;
    lastSender?: Sender;
    photoCount?: number;
  },
): Promise<void> {
  const at = Timestamp.fromMillis(Date.now() - (data.ageMs ?? 60_000));
  const fields: DocumentData = {
    status: data.status ?? 'open',
    visitorUid: data.visitorUid,
    createdAt: at,
    updatedAt: at,
    ...(data.photoCount === undefined ? {} : { photoCount: data.photoCount }),
  };
  if (data.lastSender) {
    fields.lastSender = data.lastSender;
    fields.lastMessage = { id: 'seeded-message', content: 'Earlier', sender: data.lastSender };
  }
  await seedDoc(env, `chatSessions/${sessionId}`, fields);
}

/** Seeds a new session as stored data, bypassing the rules; returns its id. */
export async function seededSession(
  env: RulesTestEnvironment,
  data: Parameters<typeof seedSession>[2],
): Promise<string> {
  const sessionId = newId('s');
  await seedSession(env, sessionId, data);
  return sessionId;
}

/** Seeds a message as stored data, bypassing the rules. */
export async function seedMessage(
  env: RulesTestEnvironment,
  sessionId: string,
  messageId: string,
  sender: Sender = 'user',
): Promise<void> {
  await seedDoc(env, `chatSessions/${sessionId}/messages/${messageId}`, {
    content: 'Seeded',
    sender,
    createdAt: Timestamp.fromMillis(Date.now() - 60_000),
    seq: 1,
  });
}

/** A photo in a message's batch (CHAT-PRODUCT.md 6); every field has a valid default. */
export interface PhotoFixture {
  readonly id?: string;
  readonly width?: number;
  readonly height?: number;
  /** Replaces or extends the photo document's fields (bytes, type, sender, messageId...). */
  readonly fields?: DocumentData;
  /** Leave these fields out of the photo document. */
  readonly omit?: readonly string[];
  /** Writes the photo document under this conversation instead of the message's. */
  readonly sessionId?: string;
  /** Leave the photo out of the message's `photos` list (the document is still written). */
  readonly unnamed?: boolean;
  /** Leave the photo document out of the batch (the message still names it). */
  readonly unwritten?: boolean;
}

/** Bytes of the given length, for a photo's `image` or `thumb`. */
export const bytesOf = (length: number) => Bytes.fromUint8Array(new Uint8Array(length).fill(7));

/**
 * Adds the photos' documents to the batch and returns what the message and the session carry
 * for them: the message's `photos` list, the preview's count and the conversation's increment.
 */
function addPhotos(
  batch: WriteBatch,
  db: TestFirestore,
  sessionId: string,
  messageId: string,
  sender: Sender,
  photos: readonly PhotoFixture[],
): { message: DocumentData; preview: DocumentData; session: DocumentData } {
  const named = [];
  for (const photo of photos) {
    const id = photo.id ?? newId('p');
    const { width = 1600, height = 1200 } = photo;
    if (!photo.unnamed) named.push({ id, width, height });
    if (photo.unwritten) continue;
    const omitted = new Set(photo.omit);
    const fields = {
      image: bytesOf(1000),
      thumb: bytesOf(100),
      type: 'image/jpeg',
      width,
      height,
      sender,
      createdAt: serverTimestamp(),
      messageId,
      ...photo.fields,
    };
    batch.set(
      doc(db, 'chatSessions', photo.sessionId ?? sessionId, 'photos', id),
      Object.fromEntries(Object.entries(fields).filter(([key]) => !omitted.has(key))),
    );
  }
  if (named.length === 0) return { message: {}, preview: {}, session: {} };
  return {
    message: { photos: named },
    preview: { photos: named.length },
    session: { photoCount: increment(named.length) },
  };
}

export interface MessageBatchOptions {
  readonly sender?: Sender;
  readonly content?: string;
  /** Replaces or extends the message document's fields. */
  readonly message?: DocumentData;
  /** Replaces or extends the session update's fields. */
  readonly session?: DocumentData;
  /** Leave these fields out of the message document. */
  readonly omit?: readonly string[];
  /** Leave the session update out of the batch. */
  readonly messageOnly?: boolean;
  /** Photos written with the message (each one named by it unless told otherwise). */
  readonly photos?: readonly PhotoFixture[];
  /**
   * A quote written with the message, under the message's id (`createdAt` the request's time),
   * which the message names as its `quoteId` unless `message` says otherwise.
   */
  readonly quote?: DocumentData;
}

/** The write the adapters make for one message: the message plus the session's fields. */
export function messageBatch(
  db: TestFirestore,
  sessionId: string,
  messageId: string,
  options: MessageBatchOptions = {},
): Promise<void> {
  const sender = options.sender ?? 'user';
  const content = options.content ?? 'Hello there';
  const sessionRef = doc(db, 'chatSessions', sessionId);
  const batch = writeBatch(sessionRef.firestore);
  const omitted = new Set(options.omit);
  const photos = addPhotos(batch, db, sessionId, messageId, sender, options.photos ?? []);
  const fields = Object.fromEntries(
    Object.entries({
      content,
      sender,
      createdAt: serverTimestamp(),
      seq: 1,
      ...photos.message,
      ...options.message,
    }).filter(([key]) => !omitted.has(key)),
  );
  if (options.quote) {
    batch.set(doc(sessionRef, QUOTES, messageId), {
      createdAt: serverTimestamp(),
      ...options.quote,
    });
    if (!omitted.has('quoteId') && !('quoteId' in (options.message ?? {}))) {
      fields.quoteId = messageId;
    }
  }
  batch.set(doc(sessionRef, 'messages', messageId), fields);
  if (!options.messageOnly) {
    batch.update(sessionRef, {
      updatedAt: serverTimestamp(),
      lastMessage: { id: messageId, content, sender, ...photos.preview },
      lastSender: sender,
      // The sender's message count, one higher in the same batch (docs/chat-data-model.md).
      [sender === 'user' ? 'userMessages' : 'adminMessages']: increment(1),
      ...photos.session,
      ...options.session,
    });
  }
  return batch.commit();
}

/** The fields of an empty session (which no one may create any more). */
export const newSessionFields = (visitorUid: string): DocumentData => ({
  status: 'open',
  visitorUid,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

export interface StartBatchOptions {
  readonly messageId?: string;
  readonly content?: string;
  /** Replaces or extends the new session's fields. */
  readonly session?: DocumentData;
  /** Replaces or extends the first message's fields. */
  readonly message?: DocumentData;
  /** Replaces or extends the counters' fields; null leaves the counters out of the batch. */
  readonly counters?: DocumentData | null;
  /** Whose counters the batch writes (the signed-in visitor's by default). */
  readonly countersUid?: string;
  /** Leave the first message out of the batch. */
  readonly withoutMessage?: boolean;
  /** Photos written with the first message. */
  readonly photos?: readonly PhotoFixture[];
}

/**
 * The write the adapters make to start a conversation: the session, its first message and the
 * visitor's flood counters (`chatVisitors/{uid}`), in one batch.
 */
export function startBatch(
  db: TestFirestore,
  uid: string,
  sessionId: string,
  options: StartBatchOptions = {},
): Promise<void> {
  const messageId = options.messageId ?? newId('m');
  const content = options.content ?? 'Hello there';
  const sessionRef = doc(db, 'chatSessions', sessionId);
  const batch = writeBatch(sessionRef.firestore);
  const photos = addPhotos(batch, db, sessionId, messageId, 'user', options.photos ?? []);
  const photoCount = photos.preview.photos as number | undefined;
  batch.set(sessionRef, {
    status: 'open',
    visitorUid: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    lastMessage: { id: messageId, content, sender: 'user', ...photos.preview },
    lastSender: 'user',
    userMessages: 1,
    ...(photoCount ? { photoCount } : {}),
    ...options.session,
  });
  if (!options.withoutMessage) {
    batch.set(doc(sessionRef, 'messages', messageId), {
      content,
      sender: 'user',
      createdAt: serverTimestamp(),
      seq: 0,
      ...photos.message,
      ...options.message,
    });
  }
  if (options.counters !== null) {
    batch.set(
      doc(db, 'chatVisitors', options.countersUid ?? uid),
      {
        openSessions: increment(1),
        lastSessionId: sessionId,
        lastSessionAt: serverTimestamp(),
        ...options.counters,
      },
      { merge: true },
    );
  }
  return batch.commit();
}

/** Seeds a visitor's flood counters, bypassing the rules. */
export async function seedCounters(
  env: RulesTestEnvironment,
  uid: string,
  counters: { openSessions: number; ageMs: number; lastSessionId?: string },
): Promise<void> {
  await seedDoc(env, `chatVisitors/${uid}`, {
    openSessions: counters.openSessions,
    lastSessionId: counters.lastSessionId ?? newId('earlier'),
    lastSessionAt: Timestamp.fromMillis(Date.now() - counters.ageMs),
  });
}
