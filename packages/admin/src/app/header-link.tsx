import type { ReactNode } from 'react';
import { isPlainClick } from '../lib/plain-click';
import styles from './header-link.module.css';
import { type ConsoleRoute, PATHS } from './use-console-route';

/**
 * A link in the console's header to one of its screens, followed in place (no reload): an icon,
 * and a label that phones hide (the accessible name stays), then anything beside it.
 */
export function HeaderLink({
  route,
  go,
  current = false,
  label,
  accessibleName = label,
  icon,
  children,
}: {
  route: ConsoleRoute;
  go: (route: ConsoleRoute) => void;
  current?: boolean;
  label: string;
  accessibleName?: string;
  /** The icon's path data, drawn as a 24 x 24 stroke. */
  icon: string;
  children?: ReactNode;
}) {
  return (
    <a
      className={styles.link}
      href={PATHS[route]}
      aria-current={current ? 'page' : undefined}
      aria-label={accessibleName}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go(route);
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d={icon}
        />
      </svg>
      <span className={styles.label}>{label}</span>
      {/* A space between the words and a count: what is seen reads as part of the name
          ("Requests 3" within "Requests, 3 new", WCAG 2.5.3); flex layout ignores it. */}
      {children ? <> {children}</> : null}
    </a>
  );
}
