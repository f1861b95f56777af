import { AWAY_TEXTS, type ChatMessage, PHOTO_TEXTS } from '@detailing/core';
import { clockTime, MessageText } from '@detailing/ui/message-text';
import { memo, Suspense } from 'react';
import { LazyMessagePhotos, PhotoPlaceholders } from '../photos/lazy-photos';
import { QuoteSlot } from '../quotes/quote-slot';

export interface MessageItemProps {
  readonly message: ChatMessage;
  readonly businessName: string;
  /** False while offline or reconnecting: a pending message waits rather than sends. */
  readonly connected: boolean;
  /** The visitor's last message staff have read: "Seen" under it. */
  readonly seen?: boolean;
  /** Opens the viewer at this photo. */
  readonly onOpenPhoto: (photoId: string) => void;
  /** Sends a failed message with photos again. */
  readonly onRetry: (messageId: string) => void;
  /** Puts text into the composer (an expired quote's "Ask for a new quote"); not once closed. */
  readonly onFillComposer?: ((text: string) => void) | undefined;
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
    before.onFillComposer === after.onFillComposer &&
    a.id === b.id &&
    a.content === b.content &&
    a.sender === b.sender &&
    a.pending === b.pending &&
    a.failed === b.failed &&
    a.quoteId === b.quoteId &&
    // A message's photos never change once it is written: their number tells them apart.
    a.photos?.length === b.photos?.length &&
    a.createdAt === b.createdAt
  );
});

function MessageBubble({
  message,
  businessName,
  connected,
  seen = false,
  onOpenPhoto,
  onRetry,
  onFillComposer,
}: MessageItemProps) {
  const mine = message.sender === 'user';
  const status = message.pending
    ? connected
      ? 'Sending…'
      : 'Waiting for connection…'
    : message.failed
      ? PHOTO_TEXTS.notSent
      : clockTime(message.createdAt);
  const photos = message.photos;
  const text =
    message.content !== '' ? (
      <p className="bubble">
        <MessageText text={message.content} />
      </p>
    ) : null;
  // Only staff send quotes (the rules); the text stands in until the card is there.
  const quoteId = mine ? undefined : message.quoteId;
  return (
    <li
      className="message"
      data-sender={message.sender}
      data-pending={message.pending ? '' : undefined}
      data-failed={message.failed ? '' : undefined}
    >
      <span className="sr-only">{mine ? 'You:' : `${businessName}:`}</span>
      {photos?.length ? (
        <Suspense fallback={<PhotoPlaceholders photos={photos} />}>
          <LazyMessagePhotos
            message={{ ...message, photos }}
            onOpen={onOpenPhoto}
            onRetry={() => onRetry(message.id)}
          />
        </Suspense>
      ) : null}
      {quoteId === undefined ? (
        text
      ) : (
        <QuoteSlot
          message={{ ...message, quoteId }}
          fallback={text}
          onFillComposer={onFillComposer}
        />
      )}
      <span className="meta">
        {message.automatic ? `${AWAY_TEXTS.automaticReply} · ` : null}
        {status}
      </span>
      {seen ? <span className="seen">Seen</span> : null}
    </li>
  );
}
