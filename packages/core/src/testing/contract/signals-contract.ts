import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorListener } from '../../shared/backend';
import type { SessionsListener, TypingListener } from '../../chat/backend';
import { isChatBackendError } from '../../shared/domain/errors';
import { createChatId } from '../../shared/domain/ids';
import type { ChatSession, OutgoingMessage } from '../../chat/domain/model';
import { countsOf, TYPING_MIN_INTERVAL_MS, type TypingSignal } from '../../chat/domain/signals';
import { sleep } from '../../chat/send-spacing';
import type { ContractBackends } from './chat-contract';
import { waitForValue, waitForWatchError } from './watch-helpers';

const outgoing = (sessionId: string, content: string, seq: number): OutgoingMessage => ({
  sessionId,
  id: createChatId(),
  content,
  seq,
});

async function expectRefused(promise: Promise<unknown>, code: string): Promise<void> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to be refused'),
    (e: unknown) => e,
  );
  expect(isChatBackendError(error) ? error.code : error).toBe(code);
}

/**
 * Conversation signals (CHAT-PRODUCT.md 3) every adapter must carry: per-sender message counts
 * and read markers on the session, and each side's typing signal. Run beside the chat contract,
 * against the memory adapter and the Firestore adapter on the emulator.
 */
export function describeSignalsContract(
  name: string,
  makeBackends: () => Promise<ContractBackends>,
): void {
  describe(`ChatBackend signals contract: ${name}`, () => {
    let b: ContractBackends;
    beforeEach(async () => {
      b = await makeBackends();
    });
    afterEach(async () => {
      await b.dispose();
    });

    const openSessions = (onChange: SessionsListener, onError: ErrorListener) =>
      b.staff.watchOpenSessions(500, onChange, onError);
    const listed = (sessionId: string, predicate: (s: ChatSession) => boolean) =>
      waitForValue(openSessions, (list) => list.some((s) => s.id === sessionId && predicate(s)), {
        what: `session ${sessionId} in the staff list`,
      }).then((list) => list.find((s) => s.id === sessionId));
    const atVisitor = (sessionId: string, predicate: (s: ChatSession) => boolean) =>
      waitForValue<ChatSession | null>(
        (onChange, onError) => b.visitor.watchSession(sessionId, onChange, onError),
        (s) => s !== null && predicate(s),
      );
    const start = () => b.visitor.startSession(outgoing(createChatId(), 'Hello', 0));

    describe('message counts and read markers', () => {
      it('counts each side’s messages on the session, one per message', async () => {
        const session = await start();
        await b.staff.sendMessage(outgoing(session.id, 'Hi, how can we help?', 1));
        await b.visitor.sendMessage(outgoing(session.id, 'A valet, please', 2));
        const seen = await listed(session.id, (s) => countsOf(s).user === 2);
        expect(countsOf(seen)).toEqual({ user: 2, admin: 1, readByStaff: 0, readByVisitor: 0 });
        const mine = await atVisitor(session.id, (s) => countsOf(s).user === 2);
        expect(countsOf(mine)).toMatchObject({ user: 2, admin: 1 });
      });

      it('staff mark visitor messages read without moving the conversation in the list', async () => {
        const session = await start();
        await b.visitor.sendMessage(outgoing(session.id, 'Are you there?', 1));
        const before = await listed(session.id, (s) => countsOf(s).user === 2);
        await b.staff.markRead(session.id, 2);
        const after = await listed(session.id, (s) => countsOf(s).readByStaff === 2);
        expect(after?.updatedAt).toBe(before?.updatedAt);
        const mine = await atVisitor(session.id, (s) => countsOf(s).readByStaff === 2);
        expect(countsOf(mine).readByStaff).toBe(2);
      });

      it('refuses a marker above the other side’s count, backwards or unchanged', async () => {
        const session = await start();
        await expectRefused(b.staff.markRead(session.id, 2), 'permission-denied');
        await b.staff.markRead(session.id, 1);
        await expectRefused(b.staff.markRead(session.id, 1), 'permission-denied');
        await b.visitor.sendMessage(outgoing(session.id, 'Another', 1));
        await b.staff.markRead(session.id, 2);
        await expectRefused(b.staff.markRead(session.id, 1), 'permission-denied');
        // The visitor's marker counts staff messages, of which there are none yet.
        await expectRefused(b.visitor.markRead(session.id, 1), 'permission-denied');
      });

      it('lets the visitor mark staff messages read in their own open session only', async () => {
        const session = await start();
        await b.staff.sendMessage(outgoing(session.id, 'Hello from us', 1));
        await b.staff.sendMessage(outgoing(session.id, 'Anything else?', 2));
        await expectRefused(b.otherVisitor.markRead(session.id, 1), 'permission-denied');
        await b.visitor.markRead(session.id, 2);
        const seen = await listed(session.id, (s) => countsOf(s).readByVisitor === 2);
        expect(countsOf(seen)).toMatchObject({ admin: 2, readByVisitor: 2 });
        await b.staff.sendMessage(outgoing(session.id, 'Closing now', 3));
        await b.staff.closeSession(session.id);
        await expectRefused(b.visitor.markRead(session.id, 3), 'permission-denied');
      });
    });

    describe('typing', () => {
      const visitorTyping = (onChange: TypingListener, onError: ErrorListener) =>
        b.staff.watchVisitorTyping(Date.now() - 60_000, onChange, onError);
      const signalOf = (list: readonly TypingSignal[], sessionId: string) =>
        list.find((s) => s.sessionId === sessionId);

      it('shows staff the visitor typing, in one watch for every conversation, until cleared', async () => {
        const session = await start();
        const other = await (await b.newVisitor()).startSession(outgoing(createChatId(), 'Hi', 0));
        await b.visitor.setTyping(session.id, true);
        const typing = await waitForValue(visitorTyping, (list) => {
          const signal = signalOf(list, session.id);
          return signal?.active === true;
        });
        expect(signalOf(typing, session.id)).toMatchObject({ role: 'visitor', active: true });
        expect(signalOf(typing, other.id)).toBeUndefined();
        await b.visitor.setTyping(session.id, false);
        await waitForValue(visitorTyping, (list) => signalOf(list, session.id)?.active === false);
      });

      it('shows the visitor staff typing, and nobody else', async () => {
        const session = await start();
        await b.staff.setTyping(session.id, true);
        const typing = await waitForValue<readonly TypingSignal[]>(
          (onChange, onError) => b.visitor.watchTyping(session.id, onChange, onError),
          (list) => list[0]?.active === true,
        );
        expect(typing[0]).toMatchObject({ sessionId: session.id, role: 'staff' });
        const error = await waitForWatchError<readonly TypingSignal[]>((onChange, onError) =>
          b.otherVisitor.watchTyping(session.id, onChange, onError),
        );
        expect(error.code).toBe('permission-denied');
        await expectRefused(b.otherVisitor.setTyping(session.id, true), 'permission-denied');
      });

      it('refuses a second typing signal sooner than the interval, also after a clear', async () => {
        const session = await start();
        await b.visitor.setTyping(session.id, true);
        await expectRefused(b.visitor.setTyping(session.id, true), 'permission-denied');
        await b.visitor.setTyping(session.id, false);
        await expectRefused(b.visitor.setTyping(session.id, true), 'permission-denied');
        await sleep(TYPING_MIN_INTERVAL_MS + 100);
        await b.visitor.setTyping(session.id, true);
      });

      it('refuses typing in a closed conversation, and deleting it takes the signals along', async () => {
        const session = await start();
        await b.visitor.setTyping(session.id, true);
        await b.staff.setTyping(session.id, true);
        await waitForValue(visitorTyping, (list) => signalOf(list, session.id) !== undefined);
        await b.staff.closeSession(session.id);
        await expectRefused(b.visitor.setTyping(session.id, false), 'permission-denied');
        await expectRefused(b.staff.setTyping(session.id, false), 'permission-denied');
        await b.staff.deleteSession(session.id);
        await waitForValue(visitorTyping, (list) => signalOf(list, session.id) === undefined);
      });
    });
  });
}
