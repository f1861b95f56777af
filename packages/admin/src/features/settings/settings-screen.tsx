import type { StaffChatBackend } from '@detailing/core';
import { CannedRepliesSettings } from './canned-replies-settings';
import { ScreenHeader } from '../../components/screen/screen-header';
import { HoursSettings } from './hours-settings';
import styles from '../../components/screen/screen.module.css';

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
        <ScreenHeader
          title={'Settings'}
          backLabel="Conversations"
          backHref="/admin/chat"
          onBack={onBack}
        />
        <HoursSettings backend={backend} />
        <CannedRepliesSettings backend={backend} />
      </div>
    </div>
  );
}
