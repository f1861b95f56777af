import {
  type ChatSession,
  messagePreview,
  unreadByStaff,
  visitorTypingText,
} from '@detailing/core';
import { fullTime, relativeTime } from '../../lib/relative-time';
import { avatarLetters, visitorName } from '../../lib/visitor-name';
import styles from './session-list.module.css';
import signalStyles from './signals.module.css';

interface SessionListItemProps {
  session: ChatSession;
  shortId: string;
  selected: boolean;
  now: number;
  onSelect: (sessionId: string) => void;
  /** The visitor is typing now ("Visitor is typing…" instead of the preview). */
  typing?: boolean;
}

/**
 * One conversation: the visitor's name (or e-mail address) when known, the short id, latest
 * activity and the last message's preview.
 */
export function SessionListItem({
  session,
  shortId,
  selected,
  now,
  onSelect,
  typing = false,
}: SessionListItemProps) {
  const unread = unreadByStaff(session);
  const last = session.lastMessage;
  // What the visitor told us (identify, the away form, the e-mail card), before the id.
  const name = visitorName(session.visitor);
  const awaitingReply = last?.sender === 'user';
  return (
    <button
      type="button"
      className={styles.item}
      aria-current={selected ? 'true' : undefined}
      data-awaiting={awaitingReply || undefined}
      onClick={() => onSelect(session.id)}
    >
      <span className={styles.avatar} aria-hidden="true">
        {avatarLetters(name, shortId)}
      </span>
      <span className={styles.body}>
        <span className={styles.row}>
          <span className={styles.who}>
            {name ? <span className={styles.name}>{name} </span> : null}
            <span className={name ? `${styles.id} ${styles.idAfterName}` : styles.id}>
              {shortId}
            </span>
          </span>
          <time
            className={styles.time}
            dateTime={new Date(session.updatedAt).toISOString()}
            title={fullTime(session.updatedAt)}
          >
            {relativeTime(session.updatedAt, now)}
          </time>
        </span>
        <span className={styles.preview}>
          {typing ? (
            <span className={signalStyles.typing}>{visitorTypingText(session)}</span>
          ) : last ? (
            <>
              {last.sender === 'admin' ? <span className={styles.from}>Staff: </span> : null}
              {messagePreview(last.content, last.photos)}
            </>
          ) : (
            <span className={styles.from}>No messages yet</span>
          )}
        </span>
      </span>
      {unread > 0 ? (
        <span className={signalStyles.unread} data-testid="unread-count">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : awaitingReply ? (
        <span className={styles.dot}>
          <span className="visually-hidden">Awaiting reply</span>
        </span>
      ) : null}
    </button>
  );
}
