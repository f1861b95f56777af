import {
  AWAY_TEXTS,
  type ChatMessage,
  PHOTO_TEXTS,
  shortSessionId,
  type StaffChatState,
  type StaffChatStore,
} from '@detailing/core';
import { MessageText } from '@detailing/ui/message-text';
import { conversationPhotos, photoFileName } from '@detailing/ui/photos';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useStore } from 'zustand';
import { fullTime, messageTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import styles from './conversation.module.css';
import signalStyles from './signals.module.css';
import { MessagePhotos } from './message-photos';
import { MessageQuote } from './quote/message-quote';
import { VisitorTyping } from './visitor-typing';

/** The photo viewer: a chunk of its own, fetched on the first click of a photo. */
const PhotoViewer = lazy(() => import('@detailing/ui/photos/viewer'));

/** Distance from the bottom (px) within which new messages keep the view pinned to the end. */
const STICKY_BOTTOM = 120;

/** The conversation, oldest first; staff replies on the right, the visitor's on the left. */
export function MessageList({ store }: { store: StaffChatStore }) {
  const messages = useStore(store, (s) => s.messages);
  const status = useStore(store, (s) => s.messagesStatus);
  const seenId = useStore(store, (s) => s.visitorSeenMessageId);
  const now = useNow(60_000);
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const list = useRef<HTMLOListElement>(null);
  /** The photo open in the viewer. */
  const [viewing, setViewing] = useState<string | null>(null);
  /** The photo whose thumbnail opened the viewer: focus goes back to it when it closes. */
  const opener = useRef<string | null>(null);
  const { loadPhoto } = store.getState();

  const openPhoto = useCallback((photoId: string) => {
    opener.current = photoId;
    setViewing(photoId);
  }, []);
  // After the viewer has gone (a modal dialog keeps focus inside while it is there), and as a
  // native dialog removed from the page leaves focus nowhere.
  useEffect(() => {
    const photoId = opener.current;
    if (viewing !== null || photoId === null) return;
    opener.current = null;
    scroller.current
      ?.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(photoId)}"] button`)
      ?.focus();
  }, [viewing]);

  useLayoutEffect(() => {
    const element = scroller.current;
    const last = messages.at(-1);
    if (!element || !last) return;
    if (pinned.current || last.sender === 'admin') element.scrollTop = element.scrollHeight;
  }, [messages]);

  // A message that grows once shown (a quote's card replacing its text) keeps the end in view.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !list.current) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(list.current);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_BOTTOM;
      }}
    >
      {status === 'loading' ? <p className={styles.notice}>Loading messages...</p> : null}
      {status === 'error' ? (
        <p className={styles.notice}>This conversation could not be loaded.</p>
      ) : null}
      {status === 'ready' && messages.length === 0 ? (
        <p className={styles.notice}>No messages in this conversation yet.</p>
      ) : null}
      <ol ref={list} className={styles.messages}>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            now={now}
            seen={message.id === seenId}
            store={store}
            onOpenPhoto={openPhoto}
          />
        ))}
      </ol>
      <VisitorTyping store={store} />
      {viewing !== null ? (
        <Suspense fallback={null}>
          <ConversationViewer
            messages={messages}
            photoId={viewing}
            load={loadPhoto}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Every photo of the conversation, from the one clicked; "Download" saves one. */
function ConversationViewer({
  messages,
  photoId,
  load,
  onClose,
}: {
  messages: readonly ChatMessage[];
  photoId: string;
  load: StaffChatState['loadPhoto'];
  onClose: () => void;
}) {
  const photos = conversationPhotos(messages, load);
  const start = Math.max(
    0,
    photos.findIndex((photo) => photo.key === photoId),
  );
  const session = messages[0]?.sessionId ?? '';
  return (
    <PhotoViewer
      photos={photos}
      start={start}
      onClose={onClose}
      downloadName={(index, type) =>
        photoFileName(`conversation-${shortSessionId(session)}-photo-${index + 1}`, type)
      }
    />
  );
}

/**
 * One message. Memoised on what it shows (each snapshot brings new message objects): a message
 * that has arrived does not change once saved, so a new one, or a flood of them, renders only
 * itself, not the whole conversation.
 */
const MessageItem = memo(function MessageItem({
  message,
  now,
  seen,
  store,
  onOpenPhoto,
}: MessageItemProps) {
  const { photos, quoteId } = message;
  const text =
    message.content !== '' ? (
      <p className={styles.bubble}>
        <MessageText text={message.content} />
      </p>
    ) : null;
  return (
    <li
      className={styles.message}
      data-sender={message.sender}
      data-pending={message.pending || undefined}
      data-failed={message.failed || undefined}
    >
      {photos?.length ? (
        <MessagePhotos
          message={{ ...message, photos }}
          load={store.getState().loadPhoto}
          onOpen={onOpenPhoto}
          onRetry={() => store.getState().retry(message.id)}
        />
      ) : null}
      {quoteId ? (
        <MessageQuote message={{ ...message, quoteId }} store={store} fallback={text} />
      ) : (
        text
      )}
      <span className={styles.stamp}>
        <span className="visually-hidden">
          {message.sender === 'admin' ? 'Staff' : 'Visitor'},{' '}
        </span>
        <time
          dateTime={new Date(message.createdAt).toISOString()}
          title={fullTime(message.createdAt)}
        >
          {messageTime(message.createdAt, now)}
        </time>
        {message.pending ? ' · Sending...' : null}
        {message.failed ? ` · ${PHOTO_TEXTS.notSent}` : null}
        {message.automatic ? ` · ${AWAY_TEXTS.automaticReply}` : null}
        {seen ? <span className={signalStyles.seen}> · Seen</span> : null}
      </span>
    </li>
  );
}, sameMessage);

interface MessageItemProps {
  message: ChatMessage;
  now: number;
  /** Staff's last message the visitor has read: "Seen" beside its time. */
  seen: boolean;
  store: StaffChatStore;
  onOpenPhoto: (photoId: string) => void;
}

const photoIds = (message: ChatMessage) => message.photos?.map((photo) => photo.id).join() ?? '';

function sameMessage(before: MessageItemProps, after: MessageItemProps) {
  const [a, b] = [before.message, after.message];
  return (
    before.now === after.now &&
    before.seen === after.seen &&
    before.store === after.store &&
    a.id === b.id &&
    a.content === b.content &&
    a.sender === b.sender &&
    a.createdAt === b.createdAt &&
    a.pending === b.pending &&
    a.failed === b.failed &&
    a.quoteId === b.quoteId &&
    photoIds(a) === photoIds(b)
  );
}
