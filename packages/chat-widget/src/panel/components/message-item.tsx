import type { ChatMessage } from '@detailing/chat-core';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export interface MessageItemProps {
  readonly message: ChatMessage;
  readonly businessName: string;
  /** False while offline or reconnecting: a pending message waits rather than sends. */
  readonly connected: boolean;
}

/** One bubble: the visitor's on the right, staff replies on the left. */
export function MessageItem({ message, businessName, connected }: MessageItemProps) {
  const mine = message.sender === 'user';
  const status = message.pending
    ? connected
      ? 'Sending…'
      : 'Waiting for connection…'
    : timeFormat.format(message.createdAt);
  return (
    <li
      className="message"
      data-sender={message.sender}
      data-pending={message.pending ? '' : undefined}
    >
      <span className="sr-only">{mine ? 'You:' : `${businessName}:`}</span>
      <p className="bubble">{message.content}</p>
      <span className="meta">{status}</span>
    </li>
  );
}
