import { useRef } from 'react';
import { useStore } from 'zustand';
import { useConnection } from '../use-connection';
import { useStickToBottom } from '../use-stick-to-bottom';
import { useWidget } from '../widget-context';
import { MessageItem } from './message-item';

export interface MessageListProps {
  readonly businessName: string;
}

/** The conversation as a live log: screen readers announce each new message politely. */
export function MessageList({ businessName }: MessageListProps) {
  const { chat } = useWidget();
  const messages = useStore(chat, (state) => state.messages);
  const connected = useConnection() === 'live';
  const ref = useRef<HTMLDivElement>(null);
  useStickToBottom(ref, messages);

  return (
    <div
      ref={ref}
      className="log"
      role="log"
      aria-live="polite"
      aria-label={`Conversation with ${businessName}`}
      tabIndex={0}
    >
      {messages.length === 0 ? (
        <p className="empty">
          Questions about a detail, a ceramic coating or a price? Send us a message and a member of
          the team will reply here.
        </p>
      ) : (
        <ol className="messages">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              businessName={businessName}
              connected={connected}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
