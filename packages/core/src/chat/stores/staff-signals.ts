import type { StaffChatBackend } from '../backend';
import type { Unsubscribe } from '../../shared/backend';
import type { ChatMessage, ChatSession } from '../domain/model';
import { countsOf, lastReadMessageId } from '../domain/signals';
import { createTypingTracker } from './typing-tracker';
import { createTypingWriter } from './typing-writer';

/** How far back the console's typing watch starts (signals older than this are not news). */
const TYPING_LOOKBACK_MS = 60_000;

/** What the console's store shows of the signals (CHAT-PRODUCT.md 3). */
export interface StaffSignalsState {
  /** Open conversations whose visitor is typing now ("Visitor is typing…"). */
  readonly typingSessionIds: readonly string[];
  /** In the selected conversation, the last staff message the visitor has read ("Seen"). */
  readonly visitorSeenMessageId: string | null;
}

export interface StaffSignals {
  /** Starts the one typing watch for the whole list (after the list's own watch). */
  start(): void;
  /** The selected conversation (null: none, or not in the open list) and its messages. */
  selected(session: ChatSession | null, messages: readonly ChatMessage[]): void;
  /** The console window is focused and visible: the selected conversation is being read. */
  setViewing(viewing: boolean): void;
  typed(sessionId: string): void;
  sent(sessionId: string): void;
  dispose(): void;
}

/**
 * The staff side of the signals, kept beside the console's store (staff-chat-store.ts feeds
 * it): every visitor's typing from one watch, "Seen" in the selected conversation, staff's
 * typing (throttled) and the read marker of the conversation on screen.
 */
export function createStaffSignals(
  backend: StaffChatBackend,
  { now, publish }: { now: () => number; publish: (state: Partial<StaffSignalsState>) => void },
): StaffSignals {
  let session: ChatSession | null = null;
  let viewing = false;
  /** Per conversation, the marker asked for last (not written twice while under way). */
  const requested = new Map<string, number>();
  const writer = createTypingWriter({ now, write: (id, active) => backend.setTyping(id, active) });
  const tracker = createTypingTracker({
    now,
    onChange: (typing) => publish({ typingSessionIds: [...typing].sort() }),
  });
  let stopTyping: Unsubscribe | null = null;

  function markRead(): void {
    if (!session || !viewing || session.status !== 'open') return;
    const { user, readByStaff } = countsOf(session);
    const id = session.id;
    if (user <= readByStaff || user <= (requested.get(id) ?? 0)) return;
    requested.set(id, user);
    backend.markRead(id, user).catch(() => {
      // Another member of staff was first, or the conversation closed: nothing to do.
      requested.delete(id);
    });
  }

  return {
    start() {
      stopTyping ??= backend.watchVisitorTyping(
        now() - TYPING_LOOKBACK_MS,
        (signals) => tracker.update(signals),
        // Typing is a nicety: without it the console works as before.
        () => publish({ typingSessionIds: [] }),
      );
    },
    selected(next, messages) {
      session = next;
      publish({ visitorSeenMessageId: lastReadMessageId(messages, next, 'admin') });
      markRead();
    },
    setViewing(next) {
      viewing = next;
      markRead();
    },
    typed: (sessionId) => writer.typing(sessionId),
    sent: (sessionId) => writer.clear(sessionId),
    dispose() {
      stopTyping?.();
      tracker.dispose();
      writer.dispose();
    },
  };
}
