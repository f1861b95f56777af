import { createChatId } from '../../shared/domain/ids';
import type { ChatMessage, ChatSession } from '../../chat/domain/model';
import type { OutgoingPhoto } from '../../chat/domain/photos';

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${String(++counter).padStart(8, '0')}`;

/** A valid open session; override any field. Times default to a fixed, readable instant. */
export function buildSession(overrides: Partial<ChatSession> = {}): ChatSession {
  const createdAt = overrides.createdAt ?? Date.UTC(2026, 0, 15, 10, 0, 0);
  return {
    id: nextId('session'),
    status: 'open',
    visitorUid: 'visitor-seeded',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** A valid visitor message in `sessionId`; override any field. */
export function buildMessage(sessionId: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextId('message'),
    sessionId,
    content: 'Hello, do you cover Ringwood?',
    sender: 'user',
    createdAt: Date.UTC(2026, 0, 15, 10, 0, 1),
    seq: 1,
    ...overrides,
  };
}

/** A conversation: a session whose `lastMessage` and `updatedAt` follow the given messages. */
export function buildConversation(
  session: Partial<ChatSession>,
  messages: readonly Partial<ChatMessage>[],
): { session: ChatSession; messages: ChatMessage[] } {
  const base = buildSession(session);
  const built = messages.map((overrides, index) =>
    buildMessage(base.id, {
      createdAt: base.createdAt + (index + 1) * 1000,
      seq: index + 1,
      ...overrides,
    }),
  );
  const last = built.at(-1);
  return {
    session: last
      ? {
          ...base,
          updatedAt: Math.max(base.updatedAt, last.createdAt),
          lastMessage: { id: last.id, content: last.content, sender: last.sender },
          ...session,
        }
      : base,
    messages: built,
  };
}

/** A prepared photo's stand-in: bytes that say which photo they are, of the given sizes. */
export function testPhoto(
  label: number,
  { imageBytes = 2_000, width = 1600, height = 1200 } = {},
): OutgoingPhoto {
  return {
    id: createChatId(),
    type: 'image/jpeg',
    width,
    height,
    image: new Uint8Array(imageBytes).fill(label),
    thumb: new Uint8Array(200).fill(label),
  };
}
