import { ChatBackendError } from '../../shared/domain/errors';
import type { ChatSession, Sender, SessionCounts } from '../../chat/domain/model';
import {
  countsOf,
  type SignalRole,
  TYPING_MIN_INTERVAL_MS,
  type TypingSignal,
} from '../../chat/domain/signals';
import type { MemoryActor, MemoryServer } from './memory-server';

const denied = (why: string) => new ChatBackendError('permission-denied', why);

/** The session after one more message of `sender` (the rules' exact +1 in the same batch). */
export function countedMessage(session: ChatSession, sender: Sender): SessionCounts {
  const counts = countsOf(session);
  return sender === 'user'
    ? { ...counts, user: counts.user + 1 }
    : { ...counts, admin: counts.admin + 1 };
}

/**
 * Typing signals and read markers on the in-memory backend, deciding as firestore.rules does
 * (docs/chat-data-model.md, "Signals"): each side writes only its own, into an open session;
 * typing at most every TYPING_MIN_INTERVAL_MS; markers only forwards and never above the count.
 */
export class MemorySignals {
  /** `${sessionId}/${role}` -> the typing document. */
  readonly typing = new Map<string, TypingSignal>();

  constructor(
    private readonly server: MemoryServer,
    private readonly now: () => number,
    private readonly typingIntervalMs = TYPING_MIN_INTERVAL_MS,
  ) {}

  private ownOpenSession(actor: MemoryActor, sessionId: string, role: SignalRole): ChatSession {
    const session = this.server.sessions.get(sessionId);
    if (!session) throw denied('The session does not exist.');
    if (role === 'staff' && !actor.isStaff) throw denied('Only staff write the staff side.');
    if (role === 'visitor' && session.visitorUid !== actor.uid) {
      throw denied('Visitors write only their own side of their own session.');
    }
    return session;
  }

  setTyping(actor: MemoryActor, sessionId: string, role: SignalRole, active: boolean): void {
    const session = this.ownOpenSession(actor, sessionId, role);
    if (session.status !== 'open') throw denied('The session is closed.');
    const key = `${sessionId}/${role}`;
    const before = this.typing.get(key);
    if (!active) {
      if (!before?.active) return; // nothing to clear (Firestore: a write the rules refuse)
      this.typing.set(key, { ...before, active: false });
    } else {
      const now = this.now();
      if (before && now < before.at + this.typingIntervalMs) {
        throw denied('Too soon after the previous typing signal.');
      }
      this.typing.set(key, { sessionId, role, at: now, active: true });
    }
    this.server.changed();
  }

  readTyping(actor: MemoryActor, sessionId: string, role: SignalRole): TypingSignal[] {
    if (!actor.isStaff && this.server.sessions.get(sessionId)?.visitorUid !== actor.uid) {
      throw denied('Typing signals are readable only in your own session.');
    }
    const signal = this.typing.get(`${sessionId}/${role}`);
    return signal ? [signal] : [];
  }

  readVisitorTyping(actor: MemoryActor, sinceMs: number): TypingSignal[] {
    if (!actor.isStaff) throw denied('Only staff list typing signals.');
    return [...this.typing.values()]
      .filter((signal) => signal.role === 'visitor' && signal.at >= sinceMs)
      .sort((a, b) => a.at - b.at || a.sessionId.localeCompare(b.sessionId));
  }

  markRead(actor: MemoryActor, sessionId: string, role: SignalRole, count: number): void {
    const session = this.ownOpenSession(actor, sessionId, role);
    if (role === 'visitor' && session.status !== 'open') throw denied('The session is closed.');
    const counts = countsOf(session);
    const [read, of] =
      role === 'staff' ? [counts.readByStaff, counts.user] : [counts.readByVisitor, counts.admin];
    if (!Number.isInteger(count) || count <= read || count > of) {
      throw denied('A read marker only moves forwards, up to the messages there are.');
    }
    const next: SessionCounts =
      role === 'staff' ? { ...counts, readByStaff: count } : { ...counts, readByVisitor: count };
    this.server.sessions.set(sessionId, { ...session, counts: next });
    this.server.changed();
  }

  /** A deleted conversation takes its typing documents with it. */
  deleteSession(sessionId: string): void {
    this.typing.delete(`${sessionId}/visitor`);
    this.typing.delete(`${sessionId}/staff`);
  }
}
