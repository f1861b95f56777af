import type { ChatMessage } from '../domain/model';
import { sortMessages } from '../domain/order';

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
    const { sessionId, content, sender, createdAt, seq } = message;
    this.byId.set(id, { id, sessionId, content, sender, createdAt, seq });
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
