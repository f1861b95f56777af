import {
  type ChatSession,
  messagePreview,
  type PeopleSearchResult,
  type RequestsStore,
  type StaffChatBackend,
} from '@detailing/core';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button/button';
import { relativeTime } from '../../lib/relative-time';
import { visitorName } from '../../lib/visitor-name';
import { RequestCard } from './request-card';
import styles from './requests.module.css';
import { isPlainClick } from '../../lib/plain-click';

type SearchState =
  | { readonly step: 'idle' }
  | { readonly step: 'searching'; readonly term: string }
  | { readonly step: 'done'; readonly term: string; readonly found: PeopleSearchResult }
  | { readonly step: 'failed'; readonly term: string };

/** Who a conversation is with, as the list says it: their name or address, else its short id. */
export const conversationName = (session: ChatSession) =>
  visitorName(session.visitor) ?? `Session ${session.id.slice(0, 8)}`;

/**
 * One search by name, phone or e-mail across requests and conversations, closed ones included
 * (OWNER-TOOLS.md 1). The results replace the list until the search is cleared.
 */
export function PeopleSearch({
  backend,
  store,
  now,
  onOpenConversation,
  children,
}: {
  backend: StaffChatBackend;
  store: RequestsStore;
  now: number;
  onOpenConversation: (sessionId: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [state, setState] = useState<SearchState>({ step: 'idle' });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (query === '') return setState({ step: 'idle' });
    setState({ step: 'searching', term: query });
    try {
      setState({ step: 'done', term: query, found: await backend.searchPeople(query) });
    } catch {
      setState({ step: 'failed', term: query });
    }
  };

  return (
    <>
      <form role="search" className={styles.search} onSubmit={(event) => void search(event)}>
        <label htmlFor={`${id}-term`} className={styles.searchLabel}>
          Search by name, phone or e-mail
        </label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-term`}
            type="search"
            value={term}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => {
              setTerm(event.target.value);
              if (event.target.value === '') setState({ step: 'idle' });
            }}
          />
          <Button type="submit" size="sm" disabled={state.step === 'searching'}>
            Search
          </Button>
        </div>
      </form>
      {state.step === 'idle' ? (
        children
      ) : (
        <section
          className={styles.results}
          aria-live="polite"
          aria-busy={state.step === 'searching'}
        >
          <h2 className={styles.resultsTitle}>
            {state.step === 'searching'
              ? `Searching for “${state.term}”…`
              : state.step === 'failed'
                ? `The search for “${state.term}” failed. Check the connection and try again.`
                : `${state.found.requests.length + state.found.sessions.length} found for “${state.term}”`}
          </h2>
          {state.step === 'done' ? (
            <>
              <h3 className={styles.groupTitle}>Requests ({state.found.requests.length})</h3>
              {state.found.requests.map((request) => (
                <RequestCard
                  key={request.id}
                  request={request}
                  store={store}
                  now={now}
                  onOpenConversation={onOpenConversation}
                />
              ))}
              <h3 className={styles.groupTitle}>Conversations ({state.found.sessions.length})</h3>
              <ul className={styles.sessions}>
                {state.found.sessions.map((session) => (
                  <li key={session.id}>
                    <ConversationLink session={session} now={now} onOpen={onOpenConversation} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      )}
    </>
  );
}

/** A conversation in a list of results or of closed ones: who, its last words, when. */
export function ConversationLink({
  session,
  now,
  onOpen,
}: {
  session: ChatSession;
  now: number;
  onOpen: (sessionId: string) => void;
}) {
  return (
    <a
      className={styles.sessionLink}
      href={`/admin/chat?session=${encodeURIComponent(session.id)}`}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(session.id);
      }}
    >
      <span className={styles.sessionName}>{conversationName(session)}</span>
      <span className={styles.sessionMeta}>
        {session.status === 'closed' ? 'Closed' : 'Open'} · {relativeTime(session.updatedAt, now)}
        {session.visitor?.phone ? ` · ${session.visitor.phone}` : ''}
      </span>
      {session.lastMessage ? (
        <span className={styles.sessionPreview}>
          {messagePreview(session.lastMessage.content, session.lastMessage.photos ?? 0)}
        </span>
      ) : null}
    </a>
  );
}
