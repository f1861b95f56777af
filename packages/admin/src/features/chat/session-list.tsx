import { shortSessionId, type StaffChatStore } from '@detailing/core';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { useNow } from '../../lib/use-now';
import { SessionListItem } from './session-list-item';
import { SoundToggle } from './sound-toggle';
import styles from './session-list.module.css';

/**
 * The open conversations, newest activity first, live; with their count. 50 at a time: "Load
 * more" lists the next 50 (a flood of conversations never downloads thousands at once).
 */
export function SessionList({ store }: { store: StaffChatStore }) {
  const sessions = useStore(store, (s) => s.sessions);
  const status = useStore(store, (s) => s.sessionsStatus);
  const hasMore = useStore(store, (s) => s.hasMoreSessions);
  const selectedId = useStore(store, (s) => s.selectedSessionId);
  const typingIds = useStore(store, (s) => s.typingSessionIds);
  const now = useNow();
  const { select, retrySessions, loadMoreSessions } = store.getState();

  return (
    <section className={styles.panel} aria-labelledby="conversations-heading">
      <div className={styles.head}>
        <h2
          id="conversations-heading"
          className={styles.heading}
          tabIndex={-1}
          data-focus-target="list"
        >
          Open conversations
          <span className={styles.count} data-testid="session-count">
            {status !== 'ready' ? '–' : hasMore ? `${sessions.length}+` : sessions.length}
          </span>
        </h2>
        <SoundToggle store={store} />
      </div>
      {status === 'loading' ? (
        <p className={styles.note} role="status">
          Loading conversations...
        </p>
      ) : status === 'error' ? (
        <div className={styles.note}>
          <p>The conversations could not be loaded.</p>
          <Button variant="ghost" size="sm" onClick={retrySessions}>
            Try again
          </Button>
        </div>
      ) : sessions.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No active conversations.</p>
          <p>New chats from the website appear here as they arrive.</p>
        </div>
      ) : (
        <div className={styles.scroller}>
          <ul className={styles.list} aria-label="Open conversations">
            {sessions.map((session) => (
              <li key={session.id}>
                <SessionListItem
                  session={session}
                  shortId={shortSessionId(session.id)}
                  selected={session.id === selectedId}
                  now={now}
                  onSelect={select}
                  typing={typingIds.includes(session.id)}
                />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <div className={styles.more}>
              <Button variant="ghost" size="sm" onClick={loadMoreSessions}>
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
