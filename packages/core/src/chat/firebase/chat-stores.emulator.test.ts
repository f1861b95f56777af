import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { disableNetwork, enableNetwork, getFirestore, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../shared/domain/constants';
import { createMemoryStorage } from '../../testing/memory/memory-storage';
import { createStaffChatStore, type StaffChatEvent } from '../stores/staff-chat-store';
import { until } from '../../testing/store-helpers';
import { createVisitorChatStore, type VisitorChatEvent } from '../stores/visitor-chat-store';
import type { FirebaseChat } from './create-firebase-chat';
import type { FirebaseChatConfig } from '../../shared/firebase/firebase-services';
import { chatClient, createAccount, startEmulatorProject } from '../../testing/emulator-support';

setLogLevel('silent');

let env: RulesTestEnvironment;
let config: FirebaseChatConfig;
let visitorChat: FirebaseChat;
let staffChat: FirebaseChat;
const others: FirebaseChat[] = [];

beforeAll(async () => {
  const project = await startEmulatorProject('stores');
  env = project.env;
  config = project.config;
  visitorChat = chatClient(project.config, 'visitor');
  staffChat = chatClient(project.config, 'staff');
  const { email, password } = await createAccount();
  await staffChat.signInStaff(email, password);
});

afterAll(async () => {
  await Promise.all([visitorChat, staffChat, ...others].map((chat) => chat?.dispose()));
  await env?.cleanup();
});

describe('visitor and staff stores on Firestore', () => {
  it('carry a whole conversation: first message, notification, reply, unread badge, close', async () => {
    const storage = createMemoryStorage();
    const visitor = createVisitorChatStore(visitorChat.visitor, { storage, log: vi.fn() });
    const staff = createStaffChatStore(staffChat.staff, { log: vi.fn() });
    const visitorEvents: VisitorChatEvent[] = [];
    const staffEvents: StaffChatEvent[] = [];
    visitor.getState().onEvent((event) => visitorEvents.push(event));
    staff.getState().onEvent((event) => staffEvents.push(event));
    await until(staff, (s) => s.sessionsStatus === 'ready', 8000);

    const sent = visitor.getState().send('Do you do ceramic coating in Poole?');
    if (!sent.ok) throw new Error('refused');
    expect(visitor.getState().messages[0]).toMatchObject({ pending: true });
    await expect(sent.saved).resolves.toBe(true);
    const sessionId = visitor.getState().sessionId ?? '';
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe(sessionId);

    await until(staff, (s) => s.sessions.some((x) => x.id === sessionId), 8000);
    await vi.waitFor(() =>
      expect(staffEvents).toContainEqual(
        expect.objectContaining({ type: 'visitor-message', shortId: sessionId.slice(0, 8) }),
      ),
    );

    staff.getState().select(sessionId);
    await until(staff, (s) => s.messages.length === 1, 8000);
    const reply = staff.getState().send('Yes. Shall we call you?');
    if (reply.ok) await expect(reply.saved).resolves.toBe(true);

    await until(visitor, (s) => s.unreadCount === 1, 8000);
    expect(visitorEvents).toEqual([
      { type: 'admin-message', message: expect.objectContaining({ sender: 'admin' }) },
    ]);

    await expect(staff.getState().close()).resolves.toBe(true);
    await until(visitor, (s) => s.status === 'closed', 8000);
    expect(visitor.getState().send('Wait!')).toMatchObject({ ok: false, reason: 'closed' });
    expect(staff.getState().sessions.some((x) => x.id === sessionId)).toBe(false);

    visitor.getState().dispose();
    staff.getState().dispose();
  });

  it('removes a message the server refuses because staff closed the session meanwhile', async () => {
    const log = vi.fn();
    const storage = createMemoryStorage();
    // A visitor of its own: one visitor starts at most one conversation a minute.
    const visitorChat = chatClient(config, 'closed-meanwhile');
    others.push(visitorChat);
    const visitor = createVisitorChatStore(visitorChat.visitor, { storage, log });
    const first = visitor.getState().send('Hello');
    if (first.ok) await first.saved;
    await until(visitor, (s) => s.status === 'open', 8000);
    const sessionId = visitor.getState().sessionId ?? '';
    // Offline, the widget cannot hear of the close; its next message is refused on reconnect.
    const db = getFirestore(visitorChat.app());
    await disableNetwork(db);
    await staffChat.staff.closeSession(sessionId);
    const late = visitor.getState().send('Are you still there?');
    if (!late.ok) throw new Error('expected the send to be accepted while the store is open');
    expect(visitor.getState().messages.map((m) => m.content)).toEqual([
      'Hello',
      'Are you still there?',
    ]);
    await enableNetwork(db);
    await expect(late.saved).resolves.toBe(false);
    // Firestore's own view drops the refused write a moment later.
    await until(visitor, (s) => s.status === 'closed' && s.messages.length === 1, 8000);
    expect(visitor.getState().messages.map((m) => m.content)).toEqual(['Hello']);
    expect(log).toHaveBeenCalledOnce();
    visitor.getState().dispose();
  });
});
