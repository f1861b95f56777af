import { NEW_REQUESTS_CAP, type RequestsStore } from '@detailing/chat-core';
import { useStore } from 'zustand';
import styles from './settings-link.module.css';
import { type ConsoleRoute, isPlainClick, REQUESTS_PATH } from './use-console-route';

/**
 * The header's way to the Requests section, with the count of new requests (OWNER-TOOLS.md 1):
 * "Requests, 3 new" to a screen reader.
 */
export function RequestsLink({
  store,
  go,
  current,
}: {
  store: RequestsStore;
  go: (route: ConsoleRoute) => void;
  current: boolean;
}) {
  const count = useStore(store, (s) => s.newCount);
  const shown = count >= NEW_REQUESTS_CAP ? `${NEW_REQUESTS_CAP - 1}+` : String(count);
  return (
    <a
      className={styles.link}
      href={REQUESTS_PATH}
      aria-current={current ? 'page' : undefined}
      aria-label={count > 0 ? `Requests, ${shown} new` : 'Requests'}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go('requests');
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 5h16v14H4zM4 9h16M8 13h5M8 16h8"
        />
      </svg>
      <span className={styles.label}>Requests</span>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </a>
  );
}
