import type { ChatMessage } from '../domain/model';
import { sortMessages } from '../../shared/domain/order';
import { PHOTO_LIMITS } from '../domain/photos';

/**
 * Messages the store shows before the backend's snapshot has them: added when sent, dropped once
 * the snapshot contains their id, removed when the write fails.
 */
export class OptimisticMessages {
  private readonly byId = new Map<string, ChatMessage>();

  add(message: ChatMessage): void {
    this.byId.set(message.id, message);
  }

  remove(id: string): boolean {
    return this.byId.delete(id);
  }

  /** The server acknowledged it; keep showing it (not pending) until a snapshot has it. */
  markSaved(id: string): void {
    const message = this.byId.get(id);
    if (!message) return;
    const { pending, failed, ...saved } = message;
    this.byId.set(id, saved);
  }

  /** Sending it failed; it stays, not pending, marked failed (a message with photos). */
  markFailed(id: string): void {
    const message = this.byId.get(id);
    if (!message) return;
    const { pending, ...rest } = message;
    this.byId.set(id, { ...rest, failed: true });
  }

  /** Sending it again: pending once more. */
  markPending(id: string): ChatMessage | undefined {
    const message = this.byId.get(id);
    if (!message) return undefined;
    const { failed, ...rest } = message;
    const pending = { ...rest, pending: true };
    this.byId.set(id, pending);
    return pending;
  }

  /**
   * How many photos `sessionId` can still take: its limit, less those stored (`stored`, the
   * session's count) and those in messages the server snapshot does not have yet.
   */
  photoRoom(server: readonly ChatMessage[], sessionId: string, stored = 0): number {
    const known = new Set(server.map((message) => message.id));
    const unsaved = [...this.byId.values()]
      .filter((message) => message.sessionId === sessionId && !known.has(message.id))
      .reduce((sum, message) => sum + (message.photos?.length ?? 0), 0);
    return PHOTO_LIMITS.perConversation - stored - unsaved;
  }

  /** Drops every optimistic message the server snapshot already contains. */
  settle(server: readonly ChatMessage[]): void {
    for (const message of server) this.byId.delete(message.id);
  }

  /** The server snapshot plus the optimistic messages of `sessionId`, in conversation order. */
  merge(server: readonly ChatMessage[], sessionId: string | null): ChatMessage[] {
    const known = new Set(server.map((message) => message.id));
    const extra = [...this.byId.values()].filter(
      (message) => message.sessionId === sessionId && !known.has(message.id),
    );
    return extra.length === 0 ? [...server] : sortMessages([...server, ...extra]);
  }

  all(): ChatMessage[] {
    return [...this.byId.values()];
  }

  clear(): void {
    this.byId.clear();
  }
}
