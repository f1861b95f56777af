import type { Unsubscribe } from '../../shared/backend';
import type { VisitorChatBackend } from '../backend';
import type { ChatMessage, ChatSession } from '../domain/model';
import { countsOf, lastReadMessageId } from '../domain/signals';
import { createTypingTracker, type TypingTracker } from './typing-tracker';
import { createTypingWriter } from './typing-writer';

/** What the visitor's store shows of the signals (CHAT-PRODUCT.md 3). */
export interface VisitorSignalsState {
  /** Staff are typing in this conversation (the widget's three dots). */
  readonly staffTyping: boolean;
  /** The visitor's last message staff have read ("Seen" under it), or null. */
  readonly seenMessageId: string | null;
}

export interface VisitorSignals {
  /** The session as watched (or just started): its counters, and which one to follow. */
  session(session: ChatSession): void;
  /** The saved conversation as watched. */
  messages(messages: readonly ChatMessage[]): void;
  /** The panel is open and the page visible: staff messages count as read. */
  setReading(reading: boolean): void;
  /** The visitor typed in the composer. */
  typed(): void;
  /** The visitor sent a message: their typing signal is cleared. */
  sent(): void;
  /** The conversation was forgotten (another visitor's id): stop everything. */
  reset(): void;
}

/**
 * The visitor's side of the signals, kept beside the chat store (visitor-chat-store.ts feeds
 * it): follows staff's typing in the session, tells which of the visitor's messages staff have
 * seen, writes the visitor's typing (throttled) and read marker (only while reading).
 */
export function createVisitorSignals(
  backend: VisitorChatBackend,
  { now, publish }: { now: () => number; publish: (state: Partial<VisitorSignalsState>) => void },
): VisitorSignals {
  let current: ChatSession | null = null;
  let saved: readonly ChatMessage[] = [];
  let reading = false;
  /** The marker asked for last, so one is not written twice while the first is under way. */
  let requested = 0;
  let watching: string | null = null;
  let stopTyping: Unsubscribe | null = null;
  let tracker: TypingTracker | null = null;
  const writer = createTypingWriter({ now, write: (id, active) => backend.setTyping(id, active) });

  const open = () => (current?.status === 'open' ? current : null);

  function follow(sessionId: string): void {
    if (watching === sessionId) return;
    stop();
    watching = sessionId;
    tracker = createTypingTracker({
      now,
      onChange: (typing) => publish({ staffTyping: typing.has(sessionId) }),
    });
    const own = tracker;
    stopTyping = backend.watchTyping(
      sessionId,
      (signals) => own.update(signals),
      () => publish({ staffTyping: false }),
    );
  }

  function stop(): void {
    stopTyping?.();
    tracker?.dispose();
    stopTyping = null;
    tracker = null;
    watching = null;
    publish({ staffTyping: false });
  }

  function markRead(): void {
    const session = open();
    if (!session || !reading) return;
    const { admin, readByVisitor } = countsOf(session);
    if (admin <= readByVisitor || admin <= requested) return;
    requested = admin;
    // Best effort: a refusal (closed meanwhile, or another tab was first) changes nothing.
    backend.markRead(session.id, admin).catch(() => {
      requested = 0;
    });
  }

  function seen(): void {
    publish({ seenMessageId: lastReadMessageId(saved, current, 'user') });
  }

  return {
    session(session) {
      if (current?.id !== session.id) requested = 0;
      current = session;
      if (session.status === 'open') follow(session.id);
      else stop();
      seen();
      markRead();
    },
    messages(messages) {
      saved = messages;
      seen();
    },
    setReading(next) {
      reading = next;
      markRead();
    },
    typed() {
      const session = open();
      if (session) writer.typing(session.id);
    },
    sent() {
      const session = open();
      if (session) writer.clear(session.id);
    },
    reset() {
      stop();
      writer.dispose();
      current = null;
      saved = [];
      requested = 0;
      publish({ seenMessageId: null });
    },
  };
}
