import { REQUESTS_PAGE_SIZE, type ChatSession, type StaffChatBackend } from '@detailing/core';
import { useEffect, useState } from 'react';
import { ScreenHeader } from '../../components/screen/screen-header';
import { Button } from '../../components/button/button';
import { useNow } from '../../lib/use-now';
import { ConversationLink } from './people-search';
import styles from './requests.module.css';

/**
 * `/admin/chat/closed`: the closed conversations, last active first, live, in pages of 50; each
 * opens in the conversation view (read-only there, with Delete).
 */
export default function ClosedScreen({
  backend,
  onOpenConversation,
  onBack,
}: {
  backend: StaffChatBackend;
  onOpenConversation: (sessionId: string) => void;
  onBack: () => void;
}) {
  const [pages, setPages] = useState(1);
  const [state, setState] = useState<{
    sessions: readonly ChatSession[];
    status: 'loading' | 'ready' | 'error';
  }>({ sessions: [], status: 'loading' });
  const now = useNow();
  const limit = pages * REQUESTS_PAGE_SIZE;
  useEffect(
    () =>
      backend.watchClosedSessions(
        limit,
        (sessions) => setState({ sessions, status: 'ready' }),
        () => setState((previous) => ({ ...previous, status: 'error' })),
      ),
    [backend, limit],
  );
  return (
    <div className={styles.screen}>
      <div className={styles.inner}>
        <ScreenHeader
          title={'Closed conversations'}
          backLabel="Requests"
          backHref="/admin/chat/requests"
          onBack={onBack}
        />
        {state.status === 'error' ? (
          <p className={styles.empty} role="alert">
            Could not load the closed conversations. Check the connection.
          </p>
        ) : state.status === 'ready' && state.sessions.length === 0 ? (
          <p className={styles.empty}>No closed conversations.</p>
        ) : (
          <ul className={styles.sessions} aria-busy={state.status === 'loading'}>
            {state.sessions.map((session) => (
              <li key={session.id}>
                <ConversationLink session={session} now={now} onOpen={onOpenConversation} />
              </li>
            ))}
          </ul>
        )}
        {state.sessions.length >= limit ? (
          <Button variant="ghost" full onClick={() => setPages((n) => n + 1)}>
            Show more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
