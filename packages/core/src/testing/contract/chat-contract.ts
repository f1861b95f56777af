import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorListener } from '../../shared/backend';
import type {
  MessagesListener,
  SessionsListener,
  StaffChatBackend,
  VisitorChatBackend,
} from '../../chat/backend';
import { isChatBackendError } from '../../shared/domain/errors';
import { createChatId } from '../../shared/domain/ids';
import type { ChatMessage, ChatSession, OutgoingMessage } from '../../chat/domain/model';
import { compareMessages } from '../../shared/domain/order';
import { sleep } from '../../chat/send-spacing';
import { waitForValue, waitForWatchError } from './watch-helpers';

/** What a contract run needs: two visitors, two staff members, all signed in. */
export interface ContractBackends {
  readonly visitor: VisitorChatBackend;
  readonly otherVisitor: VisitorChatBackend;
  readonly staff: StaffChatBackend;
  readonly otherStaff: StaffChatBackend;
  /** Another visitor, new each call (each visitor may start one conversation a minute). */
  newVisitor(): Promise<VisitorChatBackend>;
  dispose(): Promise<void>;
}

const outgoing = (sessionId: string, content: string, seq: number): OutgoingMessage => ({
  sessionId,
  id: createChatId(),
  content,
  seq,
});

const contents = (messages: readonly ChatMessage[]) => messages.map((m) => m.content);
const isSorted = (messages: readonly ChatMessage[]) =>
  messages.every((m, i) => i === 0 || compareMessages(messages[i - 1] ?? m, m) <= 0);
const settled = (messages: readonly ChatMessage[]) => messages.every((m) => m.pending !== true);

async function expectRefused(promise: Promise<unknown>, code: string): Promise<void> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to be refused'),
    (e: unknown) => e,
  );
  expect(isChatBackendError(error) ? error.code : error).toBe(code);
}

/**
 * The behaviour every ChatBackend adapter must have, run against the in-memory adapter (unit)
 * and the Firestore adapter on the real emulator (emulator project).
 */
export function describeChatBackendContract(
  name: string,
  makeBackends: () => Promise<ContractBackends>,
): void {
  describe(`ChatBackend contract: ${name}`, () => {
    // Fresh clients (and, on the emulator, a fresh project) for every test: on a loaded machine
    // a Firestore client's connection has stalled now and then, and a retry on new clients
    // recovers, where one shared client stuck for the rest of the run failed three tests.
    let b: ContractBackends;
    beforeEach(async () => {
      b = await makeBackends();
    });
    afterEach(async () => {
      await b.dispose();
    });

    /** A conversation started by `visitor` with its first message (seq 0). */
    const openSession = async (
      visitor: VisitorChatBackend = b.visitor,
      first = 'Hello',
    ): Promise<ChatSession> => visitor.startSession(outgoing(createChatId(), first, 0));
    const messagesOf =
      (backend: VisitorChatBackend | StaffChatBackend, sessionId: string) =>
      (onChange: MessagesListener, onError: ErrorListener) =>
        backend.watchMessages(sessionId, onChange, onError);
    const openSessions = (onChange: SessionsListener, onError: ErrorListener) =>
      b.staff.watchOpenSessions(500, onChange, onError);

    describe('sessions', () => {
      it('creates the session with its first message, open and bound to the visitor', async () => {
        const first = outgoing(createChatId(), 'Do you do ceramic coatings?', 0);
        const created = await b.visitor.startSession(first);
        expect(created).toMatchObject({ id: first.sessionId, status: 'open' });
        expect(created.visitorUid).not.toBe('');
        expect(created.lastMessage).toMatchObject({ id: first.id, content: first.content });
        const messages = await waitForValue(messagesOf(b.staff, created.id), (m) => settled(m));
        expect(messages.map((m) => [m.id, m.sender, m.content])).toEqual([
          [first.id, 'user', 'Do you do ceramic coatings?'],
        ]);
      });

      it('carries on in a session that exists already (another tab), without a duplicate', async () => {
        const first = outgoing(createChatId(), 'First', 0);
        const created = await b.visitor.startSession(first);
        const again = await b.visitor.startSession(first);
        expect(again).toMatchObject({ id: created.id, visitorUid: created.visitorUid });
        const second = await b.visitor.startSession(outgoing(created.id, 'Second', 1));
        // Still the one session: the time it was created, as stored, has not moved.
        const stored = await waitForValue<ChatSession | null>(
          (onChange, onError) => b.visitor.watchSession(created.id, onChange, onError),
          (s) => s !== null,
        );
        expect(second.createdAt).toBe(stored?.createdAt);
        const messages = await waitForValue(
          messagesOf(b.visitor, created.id),
          (m) => m.length === 2 && settled(m),
        );
        expect(contents(messages)).toEqual(['First', 'Second']);
      });

      it('reports no session before the first message, then the open session live', async () => {
        const first = outgoing(createChatId(), 'Hi', 0);
        const seen: (ChatSession | null)[] = [];
        const opened = waitForValue<ChatSession | null>(
          (onChange, onError) =>
            b.visitor.watchSession(first.sessionId, (s) => (seen.push(s), onChange(s)), onError),
          (s) => s?.status === 'open',
        );
        await waitForValue<ChatSession | null>(
          (onChange, onError) => b.visitor.watchSession(first.sessionId, onChange, onError),
          (s) => s === null,
        );
        await b.visitor.startSession(first);
        await opened;
        expect(seen[0]).toBeNull();
      });

      it('gets ready while the visitor types without writing anything, then starts as usual', async () => {
        await b.visitor.prepare();
        await b.visitor.prepare();
        // Nothing for staff to see: no session, so no conversation in the list.
        expect(await waitForValue(openSessions, () => true)).toEqual([]);
        const created = await openSession(b.visitor, 'Typed while it connected');
        expect(created.lastMessage).toMatchObject({ content: 'Typed while it connected' });
      });

      it('refuses a second new conversation from the same visitor within a minute', async () => {
        await openSession();
        await expectRefused(openSession(), 'resource-exhausted');
        // Another visitor is not held back by it.
        await openSession(b.otherVisitor);
      });

      it('refuses content and ids that validation would not send, before any write', async () => {
        await expectRefused(
          b.visitor.startSession(outgoing('not an id', 'Hello', 0)),
          'invalid-argument',
        );
        await expectRefused(
          b.visitor.startSession(outgoing(createChatId(), ' ', 0)),
          'invalid-argument',
        );
        await openSession();
      });

      it("keeps a visitor out of another visitor's session", async () => {
        const session = await openSession();
        await expectRefused(
          b.otherVisitor.startSession(outgoing(session.id, 'Mine now', 0)),
          'permission-denied',
        );
        await expectRefused(
          b.otherVisitor.sendMessage(outgoing(session.id, 'Let me in', 1)),
          'permission-denied',
        );
        const sessionError = await waitForWatchError((onChange, onError) =>
          b.otherVisitor.watchSession(session.id, onChange, onError),
        );
        expect(sessionError.code).toBe('permission-denied');
        const messagesError = await waitForWatchError(messagesOf(b.otherVisitor, session.id));
        expect(messagesError.code).toBe('permission-denied');
      });
    });

    describe('messages', () => {
      it('delivers a visitor message to staff and a staff reply to the visitor, live', async () => {
        const session = await openSession();
        const staffSees = waitForValue(messagesOf(b.staff, session.id), (m) =>
          contents(m).includes('Do you cover Poole?'),
        );
        await b.visitor.sendMessage(outgoing(session.id, 'Do you cover Poole?', 1));
        const atStaff = await staffSees;
        expect(atStaff[0]).toMatchObject({ sender: 'user', sessionId: session.id });

        const visitorSees = waitForValue(
          messagesOf(b.visitor, session.id),
          (m) => contents(m).includes('Yes, we do.') && settled(m),
        );
        await b.staff.sendMessage(outgoing(session.id, 'Yes, we do.', 2));
        const atVisitor = await visitorSees;
        expect(atVisitor.map((m) => [m.sender, m.content])).toEqual([
          ['user', 'Hello'],
          ['user', 'Do you cover Poole?'],
          ['admin', 'Yes, we do.'],
        ]);
      });

      it('keeps the sending order of messages sent in quick succession, for both roles', async () => {
        const session = await openSession();
        const burst = ['one', 'two', 'three', 'four', 'five'];
        await Promise.all(
          burst.map((text, i) => b.staff.sendMessage(outgoing(session.id, text, i + 1))),
        );
        await Promise.all(
          ['six', 'seven', 'eight'].map((text, i) =>
            b.visitor.sendMessage(outgoing(session.id, text, i + 6)),
          ),
        );
        const expected = ['Hello', ...burst, 'six', 'seven', 'eight'];
        for (const backend of [b.staff, b.visitor]) {
          const messages = await waitForValue(
            messagesOf(backend, session.id),
            (m) => m.length === expected.length && settled(m),
          );
          expect(contents(messages)).toEqual(expected);
          expect(isSorted(messages)).toBe(true);
        }
      });

      it('orders messages saved in the same millisecond by sequence number, then id', async () => {
        const session = await openSession();
        await Promise.all([
          b.staff.sendMessage(outgoing(session.id, 'first by seq', 1)),
          b.staff.sendMessage(outgoing(session.id, 'second by seq', 2)),
        ]);
        const messages = await waitForValue(
          messagesOf(b.visitor, session.id),
          (m) => m.length === 3 && settled(m),
        );
        expect(contents(messages)).toEqual(['Hello', 'first by seq', 'second by seq']);
        expect(isSorted(messages)).toBe(true);
      });

      it('never duplicates a message sent again with the same id', async () => {
        const session = await openSession();
        const message = outgoing(session.id, 'Only once, please', 1);
        await b.visitor.sendMessage(message);
        await b.visitor.sendMessage(message);
        const reply = outgoing(session.id, 'Noted', 2);
        await Promise.all([b.staff.sendMessage(reply), b.staff.sendMessage(reply)]);
        const messages = await waitForValue(
          messagesOf(b.staff, session.id),
          (m) => m.length >= 3 && settled(m),
        );
        expect(contents(messages)).toEqual(['Hello', 'Only once, please', 'Noted']);
        await expectRefused(
          b.visitor.sendMessage({ ...message, content: 'Changed my mind' }),
          'permission-denied',
        );
      });

      it('refuses content that validation would not send', async () => {
        const session = await openSession();
        for (const content of ['', '  padded  ', 'x'.repeat(2001), 'bell\u0007']) {
          await expectRefused(
            b.visitor.sendMessage(outgoing(session.id, content, 1)),
            'invalid-argument',
          );
        }
      });
    });

    describe('closing', () => {
      it('shows the visitor the closed status live and refuses every send afterwards', async () => {
        const session = await openSession();
        await b.visitor.sendMessage(outgoing(session.id, 'Thanks, bye', 1));
        const seesClosed = waitForValue<ChatSession | null>(
          (onChange, onError) => b.visitor.watchSession(session.id, onChange, onError),
          (s) => s?.status === 'closed',
        );
        await b.staff.closeSession(session.id);
        await seesClosed;
        await expectRefused(
          b.visitor.sendMessage(outgoing(session.id, 'One more thing', 2)),
          'permission-denied',
        );
        await expectRefused(
          b.staff.sendMessage(outgoing(session.id, 'Reply after close', 3)),
          'permission-denied',
        );
        await expectRefused(b.staff.closeSession(session.id), 'permission-denied');
        await expectRefused(b.staff.closeSession(createChatId()), 'permission-denied');
        await expectRefused(
          b.visitor.startSession(outgoing(session.id, 'Start again?', 4)),
          'permission-denied',
        );
      });
    });

    describe("the visitor's details", () => {
      const page = (path: string, title: string) => ({ path, title });
      const context = {
        startPage: page('/services', 'Services'),
        currentPage: page('/services', 'Services'),
        device: 'phone' as const,
        browser: 'Safari',
        language: 'en-GB',
        timeZone: 'Europe/London',
      };

      it('keeps who and where the visitor is, given with the first message, for staff to see', async () => {
        const started = await b.visitor.startSession(outgoing(createChatId(), 'Hi', 0), {
          visitor: { name: 'Sam Jones', email: 'sam@example.com' },
          context,
        });
        const atStaff = await waitForValue(openSessions, (list) =>
          list.some((s) => s.id === started.id),
        );
        expect(atStaff.find((s) => s.id === started.id)).toMatchObject({
          visitor: { name: 'Sam Jones', email: 'sam@example.com' },
          context: {
            currentPage: { path: '/services' },
            device: 'phone',
            timeZone: 'Europe/London',
          },
        });
      });

      it('updates them on the open session, at most once per interval, and refuses bad ones', async () => {
        const session = await openSession();
        const moved = { ...context, currentPage: page('/gallery', 'Gallery') };
        await b.visitor.updateSessionDetails(session.id, {
          visitor: { phone: '01202 123456' },
          context: moved,
        });
        const seen = await waitForValue<ChatSession | null>(
          (onChange, onError) => b.visitor.watchSession(session.id, onChange, onError),
          (s) => s?.context?.currentPage.path === '/gallery',
        );
        expect(seen?.visitor).toEqual({ phone: '01202 123456' });
        await expectRefused(
          b.visitor.updateSessionDetails(session.id, {
            context: { ...moved, currentPage: page('/faq', 'FAQ') },
          }),
          'permission-denied',
        );
        const other = await openSession(b.otherVisitor);
        await expectRefused(
          b.otherVisitor.updateSessionDetails(other.id, { visitor: { email: 'not an address' } }),
          'permission-denied',
        );
        await expectRefused(
          b.otherVisitor.updateSessionDetails(session.id, { visitor: { name: 'Mallory' } }),
          'permission-denied',
        );
      });
    });

    describe('deleting', () => {
      it('lets staff delete a closed conversation with its messages, and only a closed one', async () => {
        const session = await openSession();
        await b.staff.sendMessage(outgoing(session.id, 'Reply', 1));
        await expectRefused(b.staff.deleteSession(session.id), 'permission-denied');
        await b.staff.closeSession(session.id);
        const gone = waitForValue<ChatSession | null>(
          (onChange, onError) => b.visitor.watchSession(session.id, onChange, onError),
          (s) => s === null,
        );
        await b.staff.deleteSession(session.id);
        await gone;
        const messages = await waitForValue(messagesOf(b.staff, session.id), () => true);
        expect(messages).toEqual([]);
        // Again (a retried delete): nothing left, nothing refused.
        await b.staff.deleteSession(session.id);
        await expectRefused(b.staff.deleteSession('not an id'), 'invalid-argument');
      });
    });

    describe('staff list', () => {
      it('lists open sessions only, newest activity first, and re-orders live', async () => {
        // Apart in time, so "newest activity" is well defined whatever the clock resolution.
        const older = await openSession();
        await sleep(20);
        const newer = await openSession(await b.newVisitor());
        const closed = await openSession(await b.newVisitor());
        await b.staff.closeSession(closed.id);
        const mine = (list: readonly ChatSession[]) =>
          list.map((s) => s.id).filter((id) => [older.id, newer.id, closed.id].includes(id));
        const first = await waitForValue(openSessions, (list) => mine(list).length === 2);
        expect(mine(first)).toEqual([newer.id, older.id]);
        const sorted = first.every(
          (s, i) => i === 0 || (first[i - 1]?.updatedAt ?? 0) >= s.updatedAt,
        );
        expect(sorted).toBe(true);

        const reordered = waitForValue(openSessions, (list) => mine(list)[0] === older.id);
        await b.visitor.sendMessage(outgoing(older.id, 'Still there?', 1));
        const list = await reordered;
        expect(mine(list)).toEqual([older.id, newer.id]);
        expect(list.find((s) => s.id === older.id)?.lastMessage).toMatchObject({
          content: 'Still there?',
          sender: 'user',
        });
      });

      it('lists at most the number asked for, the newest activity first', async () => {
        const sessions = [];
        for (let i = 0; i < 3; i++) {
          sessions.push(await openSession(await b.newVisitor()));
          await sleep(20);
        }
        const [, second, third] = sessions;
        const firstTwo = (onChange: SessionsListener, onError: ErrorListener) =>
          b.staff.watchOpenSessions(2, onChange, onError);
        const list = await waitForValue(firstTwo, (found) => found[0]?.id === third?.id);
        expect(list.map((s) => s.id)).toEqual([third?.id, second?.id]);
      });
    });

    describe('staff devices', () => {
      it('registers, refreshes and removes a device; another staff member cannot remove it', async () => {
        const token = `token-${createChatId()}`;
        await b.staff.registerDevice({ token, userAgent: 'Contract/1.0' });
        await b.staff.registerDevice({ token, userAgent: 'Contract/1.1' });
        await expectRefused(b.otherStaff.unregisterDevice(token), 'permission-denied');
        await b.staff.unregisterDevice(token);
        await b.staff.unregisterDevice(token);
        await b.otherStaff.registerDevice({ token });
        await b.otherStaff.unregisterDevice(token);
      });
    });
  });
}
