import { REQUEST_TEXTS_CONSOLE as TEXTS } from './texts';
import {
  REQUEST_FILTERS,
  type RequestFilter,
  type RequestsStore,
  type StaffChatBackend,
} from '@detailing/core';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { useNow } from '../../lib/use-now';
import { PeopleSearch } from './people-search';
import { RequestCard } from './request-card';
import styles from './requests.module.css';
import { isPlainClick } from '../../lib/plain-click';

const FILTERS = Object.keys(REQUEST_FILTERS) as RequestFilter[];

/** What an empty list says, per filter. */
const EMPTY: Record<RequestFilter, string> = {
  new: 'No new requests. Requests from the site’s forms and the chat’s callbacks appear here.',
  open: 'No open requests.',
  all: 'No requests yet. Requests from the site’s forms and the chat’s callbacks appear here.',
};

/**
 * `/admin/chat/requests` (OWNER-TOOLS.md 1): every callback, booking and contact request with
 * its status, newest first, live, in pages of 50; the filters New, Open and All; one search
 * across requests and conversations. A lazy chunk of its own.
 */
export default function RequestsScreen({
  store,
  backend,
  onOpenConversation,
  onShowClosed,
  onShowBookings,
  highlight,
}: {
  store: RequestsStore;
  backend: StaffChatBackend;
  onOpenConversation: (sessionId: string) => void;
  onShowClosed: () => void;
  /** The bookings' diary, beside the requests (BOOKING.md 4), at `search` if given. */
  onShowBookings: (search?: string) => void;
  /** A request to mark (a push's link: `?request=ID`). */
  highlight: string | null;
}) {
  const { filter, requests, status, hasMore } = useStore(store);
  const now = useNow();
  return (
    <div className={styles.screen}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h1 className={styles.title}>{TEXTS.section}</h1>
          <a
            className={styles.closedLink}
            href="/admin/chat/bookings"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onShowBookings();
            }}
          >
            Bookings →
          </a>
          <a
            className={styles.closedLink}
            href="/admin/chat/closed"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onShowClosed();
            }}
          >
            Closed conversations →
          </a>
        </header>
        <PeopleSearch
          backend={backend}
          store={store}
          now={now}
          onOpenConversation={onOpenConversation}
        >
          <div className={styles.filters} role="group" aria-label="Show">
            {FILTERS.map((name) => (
              <button
                key={name}
                type="button"
                className={styles.filter}
                aria-pressed={filter === name}
                onClick={() => store.getState().setFilter(name)}
              >
                {TEXTS.filters[name]}
              </button>
            ))}
          </div>
          <section
            aria-label={`${TEXTS.filters[filter]} requests`}
            aria-busy={status === 'loading'}
          >
            {status === 'error' ? (
              <div className={styles.empty} role="alert">
                <p>Could not load the requests.</p>
                <Button size="sm" variant="ghost" onClick={() => store.getState().retry()}>
                  Try again
                </Button>
              </div>
            ) : status === 'loading' && requests.length === 0 ? (
              <p className={styles.loading}>Loading the requests…</p>
            ) : status === 'ready' && requests.length === 0 ? (
              <p className={styles.empty}>{EMPTY[filter]}</p>
            ) : (
              <div className={styles.list}>
                {requests.map((request) => (
                  <RequestCard
                    key={request.id}
                    request={request}
                    store={store}
                    now={now}
                    onOpenConversation={onOpenConversation}
                    onOpenBookings={onShowBookings}
                    highlighted={request.id === highlight}
                    filter={filter}
                  />
                ))}
              </div>
            )}
            {hasMore ? (
              <Button variant="ghost" full onClick={() => store.getState().showMore()}>
                Show more
              </Button>
            ) : null}
          </section>
        </PeopleSearch>
      </div>
    </div>
  );
}
