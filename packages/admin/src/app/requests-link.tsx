import { NEW_REQUESTS_CAP, type RequestsStore } from '@detailing/core';
import { useStore } from 'zustand';
import { HeaderLink } from './header-link';
import styles from './header-link.module.css';
import type { ConsoleRoute } from './use-console-route';

const LIST = 'M4 5h16v14H4zM4 9h16M8 13h5M8 16h8';

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
    <HeaderLink
      route="requests"
      go={go}
      current={current}
      label="Requests"
      accessibleName={count > 0 ? `Requests, ${shown} new` : 'Requests'}
      icon={LIST}
    >
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </HeaderLink>
  );
}
