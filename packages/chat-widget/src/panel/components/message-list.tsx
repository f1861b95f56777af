import type { ChatMessage } from '@detailing/core';
import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useConnection } from '../use-connection';
import { useMessageWindow } from '../use-message-window';
import { useStickToBottom } from '../use-stick-to-bottom';
import { useWidget } from '../widget-context';
import { MessageItem } from './message-item';
import { LazyConversationViewer } from '../photos/lazy-photos';
import { TypingBubble } from './typing-bubble';

export interface MessageListProps {
  readonly businessName: string;
  /**
   * The conversation's last item (the reply-by-e-mail card): part of the conversation, it
   * scrolls with it instead of taking the log's height (issue #42).
   */
  readonly children?: ReactNode;
  /** Puts text into the composer (a quote card's request); absent while there is none. */
  readonly onFillComposer?: ((text: string) => void) | undefined;
}

/** The conversation as a live log: screen readers announce each new message politely. */
export function MessageList({ businessName, children, onFillComposer }: MessageListProps) {
  const { chat } = useWidget();
  const messages = useStore(chat, (state) => state.messages);
  const seenId = useStore(chat, (state) => state.seenMessageId);
  const connected = useConnection() === 'live';
  const ref = useRef<HTMLDivElement>(null);
  useStickToBottom(ref, messages);
  const { earlier, current, hidden, showEarlier } = useMessageWindow(ref, messages);
  /** The photo open in the viewer. */
  const [viewing, setViewing] = useState<string | null>(null);
  const retry = useCallback((id: string) => chat.getState().retry(id), [chat]);
  const item = (message: ChatMessage) => (
    <MessageItem
      key={message.id}
      message={message}
      businessName={businessName}
      connected={connected}
      seen={message.id === seenId}
      onOpenPhoto={setViewing}
      onRetry={retry}
      onFillComposer={onFillComposer}
    />
  );

  return (
    <>
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
            Questions about a detail, a ceramic coating or a price? Send us a message and a member
            of the team will reply here.
          </p>
        ) : (
          <>
            {hidden > 0 ? (
              <button type="button" className="earlier" data-hidden={hidden} onClick={showEarlier}>
                Show earlier messages ({hidden})
              </button>
            ) : null}
            {/* Earlier messages loaded on request are history, not news: not announced. */}
            <ol className="messages earlier-messages" aria-live="off">
              {earlier.map(item)}
            </ol>
            <ol className="messages">{current.map(item)}</ol>
            <TypingBubble businessName={businessName} />
          </>
        )}
        {children}
      </div>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <LazyConversationViewer
            messages={messages}
            photoId={viewing}
            load={chat.getState().loadPhoto}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
