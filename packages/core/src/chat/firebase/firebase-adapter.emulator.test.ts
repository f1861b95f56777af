import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  disableNetwork,
  doc,
  enableNetwork,
  getDoc,
  getFirestore,
  setDoc,
  setLogLevel,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, StaffUser } from '../domain/model';
import { waitForValue, waitForWatchError } from '../../testing/contract/watch-helpers';
import { createChatId } from '../../shared/domain/ids';
import type { FirebaseChat } from './create-firebase-chat';
import type { FirebaseChatConfig } from '../../shared/firebase/firebase-services';
import { chatClient, createAccount, startEmulatorProject } from '../../testing/emulator-support';

// Refused writes are expected here; the SDK would log each one as a warning.
setLogLevel('silent');

let env: RulesTestEnvironment;
let config: FirebaseChatConfig;
const clients: FirebaseChat[] = [];
const client = (name: string) => {
  const chat = chatClient(config, `${name}-${clients.length}`);
  clients.push(chat);
  return chat;
};

beforeAll(async () => {
  ({ env, config } = await startEmulatorProject('adapter'));
});

afterAll(async () => {
  await Promise.all(clients.map((chat) => chat.dispose()));
  await env?.cleanup();
});

const message = (sessionId: string, content: string, seq: number) => ({
  sessionId,
  id: createChatId(),
  content,
  seq,
});

describe('Firestore adapter: staff sign-in', () => {
  it('signs staff in with the staff claim, reports changes, and signs out', async () => {
    const chat = client('staff');
    const { email, password } = await createAccount();
    const seen: (StaffUser | null)[] = [];
    const stop = chat.onStaffAuthChanged((user) => seen.push(user));
    const user = await chat.signInStaff(` ${email} `, password);
    expect(user).toMatchObject({ email, isStaff: true });
    await chat.signOut();
    await expect.poll(() => seen.at(-1)).toBeNull();
    expect(seen).toContainEqual(expect.objectContaining({ email, isStaff: true }));
    stop();
  });

  it('reports a removed staff claim once access is checked; Firestore then refuses the console', async () => {
    const chat = client('revoked');
    const account = await createAccount();
    const seen: (StaffUser | null)[] = [];
    const stop = chat.onStaffAuthChanged((user) => seen.push(user));
    await chat.signInStaff(account.email, account.password);
    await expect.poll(() => seen.at(-1)?.isStaff).toBe(true);
    await account.removeStaffClaim();
    await chat.refreshStaffAccess();
    await expect.poll(() => seen.at(-1)).toMatchObject({ email: account.email, isStaff: false });
    const error = await waitForWatchError((onChange, onError) =>
      chat.staff.watchOpenSessions(50, onChange, onError),
    );
    expect(error.code).toBe('permission-denied');
    stop();
  });

  it('refuses a wrong password with invalid-credentials', async () => {
    const chat = client('wrong');
    const { email } = await createAccount();
    await expect(chat.signInStaff(email, 'not-the-password')).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
  });

  it('signs in an account without the claim as not staff, and the rules keep it out', async () => {
    const chat = client('not-staff');
    const { email, password } = await createAccount({ isStaff: false });
    await expect(chat.signInStaff(email, password)).resolves.toMatchObject({ isStaff: false });
    const error = await waitForWatchError((onChange, onError) =>
      chat.staff.watchOpenSessions(50, onChange, onError),
    );
    expect(error.code).toBe('permission-denied');
  });
});

describe('Firestore adapter: deleting a conversation (erasure)', () => {
  it("removes its push throttle and the visitor's counters' references to it", async () => {
    const visitor = client('erased-visitor');
    const session = await visitor.visitor.startSession(message(createChatId(), 'Delete me', 0));
    const staff = client('eraser');
    const { email, password } = await createAccount();
    await staff.signInStaff(email, password);
    await staff.staff.closeSession(session.id);
    // What the push function leaves behind for the conversation.
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'pushThrottle', session.id), { held: 1 });
    });

    await staff.staff.deleteSession(session.id);

    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      expect((await getDoc(doc(db, 'pushThrottle', session.id))).exists()).toBe(false);
      const counters = (await getDoc(doc(db, 'chatVisitors', session.visitorUid))).data();
      expect(counters).toEqual({ openSessions: 0, lastSessionAt: expect.anything() });
    });
  });
});

describe("Firestore adapter: the visitor's consent to replies by e-mail (CHAT-PRODUCT.md 7)", () => {
  it('stamps emailConsentAt with the server time whenever the details carry an address', async () => {
    const visitor = client('consenting-visitor');
    const named = await visitor.visitor.startSession(message(createChatId(), 'Hi', 0), {
      visitor: { name: 'Sam' },
    });
    const withEmail = await client('emailing-visitor').visitor.startSession(
      message(createChatId(), 'Hi', 0),
      { visitor: { name: 'Sam', email: 'sam@example.com' } },
    );
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      expect(
        (await getDoc(doc(db, 'chatSessions', named.id))).get('emailConsentAt'),
      ).toBeUndefined();
      const stamped: unknown = (await getDoc(doc(db, 'chatSessions', withEmail.id))).get(
        'emailConsentAt',
      );
      expect(stamped).toHaveProperty('toMillis');
    });
  });
});

describe('Firestore adapter: offline', () => {
  it("shows a visitor's message in their open view at once as pending, and settles it when the server has it", async () => {
    const chat = client('pending');
    const session = await chat.visitor.startSession(message(createChatId(), 'Hello', 0));
    const db = getFirestore(chat.app());
    const snapshots: (readonly ChatMessage[])[] = [];
    const errors: unknown[] = [];
    const stop = chat.visitor.watchMessages(
      session.id,
      (list) => snapshots.push(list),
      (error) => errors.push(error),
    );
    // Stopped however the test ends: a watch left running fails when the client is disposed.
    try {
      await expect.poll(() => snapshots.at(-1)?.length).toBe(1);
      await disableNetwork(db);
      const sent = chat.visitor.sendMessage(message(session.id, 'Sent while offline', 1));
      await expect
        .poll(() => snapshots.at(-1)?.[1])
        .toMatchObject({
          content: 'Sent while offline',
          pending: true,
        });
      await enableNetwork(db);
      await sent;
      await expect.poll(() => snapshots.at(-1)?.[1]?.pending).toBeUndefined();
      expect(snapshots.at(-1)?.map((m) => m.content)).toEqual(['Hello', 'Sent while offline']);
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });

  it('delivers messages sent offline in order once the connection returns', async () => {
    const chat = client('offline-burst');
    const staff = client('offline-staff');
    const { email, password } = await createAccount();
    await staff.signInStaff(email, password);
    const session = await chat.visitor.startSession(message(createChatId(), 'Hello', 0));
    const db = getFirestore(chat.app());
    await disableNetwork(db);
    const sends = ['first', 'second', 'third'].map((text, i) =>
      chat.visitor.sendMessage(message(session.id, text, i + 1)),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await enableNetwork(db);
    await Promise.all(sends);
    const atStaff = await waitForValue<readonly ChatMessage[]>(
      (onChange, onError) => staff.staff.watchMessages(session.id, onChange, onError),
      (list) => list.length === 4,
    );
    expect(atStaff.map((m) => m.content)).toEqual(['Hello', 'first', 'second', 'third']);
  });
});
