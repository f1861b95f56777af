import type { StaffChatBackend } from '@detailing/chat-core';
import { CannedRepliesSettings } from './canned-replies-settings';
import { HoursSettings } from './hours-settings';
import styles from '../../components/screen/screen.module.css';
import { isPlainClick } from '../../lib/plain-click';

/**
 * `/admin/chat/settings`: the chat's settings, one section each (business hours and away,
 * canned replies). A lazy chunk of its own: the console's first load never carries it.
 */
export default function SettingsScreen({
  backend,
  onBack,
}: {
  backend: StaffChatBackend;
  /** Back to the conversations (the console's own navigation, no reload). */
  onBack: () => void;
}) {
  return (
    <div className={styles.screen}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <a
            className={styles.back}
            href="/admin/chat"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onBack();
            }}
          >
            ← Conversations
          </a>
          <h1 className={styles.title}>Settings</h1>
        </header>
        <HoursSettings backend={backend} />
        <CannedRepliesSettings backend={backend} />
      </div>
    </div>
  );
}
