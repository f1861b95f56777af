import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isChatBackendError } from '../../shared/domain/errors';
import { createChatId } from '../../shared/domain/ids';
import type { ChatSession, SessionStatus } from '../../chat/domain/model';
import { waitForValue } from './watch-helpers';
import type { ContractBackends } from './chat-contract';

const DAY = 24 * 60 * 60 * 1000;

/** The contract backends, and a way to store a session as past data (bypassing the rules). */
export interface VisitorHistoryBackends extends ContractBackends {
  seedPastSession(visitorUid: string, status: SessionStatus, ageMs: number): Promise<void>;
}

/**
 * The staff port's `visitorHistory` (the visitor panel's "first seen" and "earlier
 * conversations"), against the in-memory adapter (unit) and the Firestore adapter on the emulator.
 */
export function describeVisitorHistoryContract(
  name: string,
  makeBackends: () => Promise<VisitorHistoryBackends>,
): void {
  describe(`ChatBackend visitor history contract: ${name}`, () => {
    let b: VisitorHistoryBackends;
    beforeEach(async () => {
      b = await makeBackends();
    });
    afterEach(async () => {
      await b.dispose();
    });

    /** A new conversation of `visitor`, as stored (startSession's times are an estimate). */
    const start = async (visitor = b.visitor): Promise<ChatSession> => {
      const started = await visitor.startSession({
        sessionId: createChatId(),
        id: createChatId(),
        content: 'Hi',
        seq: 0,
      });
      const stored = await waitForValue<ChatSession | null>(
        (onChange, onError) => visitor.watchSession(started.id, onChange, onError),
        (s) => s !== null,
      );
      if (!stored) throw new Error('The new session was not found.');
      return stored;
    };

    it('gives a new visitor no earlier conversations, first seen when they started this one', async () => {
      const session = await start();
      expect(await b.staff.visitorHistory(session.visitorUid, session.createdAt)).toEqual({
        firstSeenAt: session.createdAt,
        earlierConversations: 0,
      });
    });

    it("counts the visitor's earlier conversations, open or closed, and only theirs", async () => {
      const session = await start();
      const other = await start(b.otherVisitor);
      await b.seedPastSession(session.visitorUid, 'closed', 30 * DAY);
      await b.seedPastSession(session.visitorUid, 'open', 2 * DAY);
      await b.seedPastSession(other.visitorUid, 'closed', 90 * DAY);

      const history = await b.staff.visitorHistory(session.visitorUid, session.createdAt);
      expect(history.earlierConversations).toBe(2);
      // The latest of them, for the panel: the one of 2 days ago, still open.
      expect(history.previous?.status).toBe('open');
      expect(
        Math.abs((history.previous?.createdAt ?? 0) - (session.createdAt - 2 * DAY)),
      ).toBeLessThan(DAY / 2);
      expect(Math.abs(history.firstSeenAt - (session.createdAt - 30 * DAY))).toBeLessThan(DAY / 2);
      // Asked about the earlier one, the later ones do not count.
      const before = await b.staff.visitorHistory(session.visitorUid, history.firstSeenAt + 1);
      expect(before).toMatchObject({ firstSeenAt: history.firstSeenAt, earlierConversations: 1 });
      expect(before.previous?.status).toBe('closed');
    });

    it('says not-found for a visitor with no conversation', async () => {
      const error: unknown = await b.staff.visitorHistory('nobody-at-all', Date.now()).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isChatBackendError(error) ? error.code : error).toBe('not-found');
    });
  });
}
