import { CHAT_TEXTS, shortSessionId, type StaffChatStore } from '@detailing/core';
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { BackIcon, ChatIcon } from '@detailing/ui';
import { fullTime, relativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { avatarLetters, visitorName } from '../../lib/visitor-name';
import styles from './conversation.module.css';
import { CloseConversation } from './close-conversation';
import { Thread } from './thread';
import { useMediaQuery } from '../../lib/use-media-query';
import { useVisitorHistory, VisitorAside, VisitorSheetButton } from './visitor-panel';

/**
 * A closed conversation's delete (erasure requests): a chunk of its own, out of the console's
 * first load, as the closed ones are few and opened from a link or the closed list.
 */
const DeleteConversation = lazy(() => import('./delete-conversation'));

/** From this width the visitor panel is a third column; below it, a sheet from the header. */
const WIDE_ENOUGH_FOR_PANEL = '(min-width: 1200px)';

/** The selected conversation, live: header with Close Discussion, messages, and the input. */
export function ConversationPane({ store }: { store: StaffChatStore }) {
  const selectedId = useStore(store, (s) => s.selectedSessionId);
  const session = useStore(store, (s) => s.selectedSession);
  const listReady = useStore(store, (s) => s.sessionsStatus === 'ready');
  const now = useNow();
  const history = useVisitorHistory(store, session);
  const panelBeside = useMediaQuery(WIDE_ENOUGH_FOR_PANEL);
  const { select } = store.getState();

  if (selectedId === null) {
    return (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <ChatIcon width="28" height="28" />
        </span>
        <p>{CHAT_TEXTS.noConversationSelected}</p>
      </div>
    );
  }

  // Selected but not among the open ones: closed (or an unknown id from a link).
  const closed = listReady && session === null;
  const shortId = shortSessionId(selectedId);
  const name = visitorName(session?.visitor);
  return (
    <div className={styles.pane}>
      <header className={styles.header}>
        <Button
          variant="quiet"
          size="icon"
          className={styles.back}
          aria-label="Back to conversations"
          onClick={() => select(null)}
        >
          <BackIcon />
        </Button>
        <span className={styles.avatar} aria-hidden="true">
          {avatarLetters(name, shortId)}
        </span>
        <div className={styles.titles}>
          <h2 className={styles.title} tabIndex={-1} data-focus-target="conversation">
            <span className="visually-hidden">Conversation </span>
            {name ? <span className={styles.name}>{name} </span> : null}
            <span className={name ? `${styles.id} ${styles.idAfterName}` : styles.id}>
              {shortId}
            </span>
          </h2>
          <p className={styles.meta}>
            {session ? (
              <>
                {name ? 'Started' : 'Visitor · started'}{' '}
                <time
                  dateTime={new Date(session.createdAt).toISOString()}
                  title={fullTime(session.createdAt)}
                >
                  {relativeTime(session.createdAt, now)}
                </time>
              </>
            ) : closed ? (
              'Closed'
            ) : (
              'Loading...'
            )}
          </p>
        </div>
        {session && !panelBeside ? (
          <VisitorSheetButton session={session} history={history} now={now} />
        ) : null}
        {closed ? (
          <Suspense fallback={null}>
            <DeleteConversation store={store} />
          </Suspense>
        ) : (
          <CloseConversation
            key={selectedId}
            store={store}
            sessionId={selectedId}
            question={
              name ? `Close the conversation with ${name}?` : `Close conversation ${shortId}?`
            }
          />
        )}
      </header>
      <div className={styles.body}>
        <Thread key={selectedId} store={store} closed={closed} />
        {session && panelBeside ? (
          <VisitorAside session={session} history={history} now={now} />
        ) : null}
      </div>
    </div>
  );
}
