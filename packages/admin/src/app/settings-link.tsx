import { type ConsoleRoute, isPlainClick, SETTINGS_PATH } from './use-console-route';
import styles from './settings-link.module.css';

/** The header's way to the settings screen (`/admin/chat/settings`), in place, no reload. */
export function SettingsLink({ go }: { go: (route: ConsoleRoute) => void }) {
  return (
    <a
      className={styles.link}
      href={SETTINGS_PATH}
      aria-label="Settings"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go('settings');
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3Z"
        />
      </svg>
      <span className={styles.label}>Settings</span>
    </a>
  );
}
