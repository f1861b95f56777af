import { AWAY_TEXTS, type ChatMessage } from '@detailing/chat-core';
import { clockTime, MessageText } from '@detailing/ui/message-text';
import { memo } from 'react';

export interface MessageItemProps {
  readonly message: ChatMessage;
  readonly businessName: string;
  /** False while offline or reconnecting: a pending message waits rather than sends. */
  readonly connected: boolean;
  /** The visitor's last message staff have read: "Seen" under it. */
  readonly seen?: boolean;
}

/**
 * One bubble: the visitor's on the right, staff replies on the left. Memoised by what it shows:
 * each snapshot brings new message objects, and a long conversation should not re-render every
 * bubble for each new one.
 */
export const MessageItem = memo(MessageBubble, (before, after) => {
  const [a, b] = [before.message, after.message];
  return (
    before.businessName === after.businessName &&
    before.connected === after.connected &&
    before.seen === after.seen &&
    a.id === b.id &&
    a.content === b.content &&
    a.sender === b.sender &&
    a.pending === b.pending &&
    a.createdAt === b.createdAt
  );
});

function MessageBubble({ message, businessName, connected, seen = false }: MessageItemProps) {
  const mine = message.sender === 'user';
  const status = message.pending
    ? connected
      ? 'Sending…'
      : 'Waiting for connection…'
    : clockTime(message.createdAt);
  return (
    <li
      className="message"
      data-sender={message.sender}
      data-pending={message.pending ? '' : undefined}
    >
      <span className="sr-only">{mine ? 'You:' : `${businessName}:`}</span>
      <p className="bubble">
        <MessageText text={message.content} />
      </p>
      <span className="meta">
        {message.automatic ? `${AWAY_TEXTS.automaticReply} · ` : null}
        {status}
      </span>
      {seen ? <span className="seen">Seen</span> : null}
    </li>
  );
}
