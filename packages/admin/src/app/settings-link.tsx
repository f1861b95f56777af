import { HeaderLink } from './header-link';
import type { ConsoleRoute } from './use-console-route';

const GEAR =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3Z';

/** The header's way to the settings screen (`/admin/chat/settings`). */
export function SettingsLink({ go }: { go: (route: ConsoleRoute) => void }) {
  return <HeaderLink route="settings" go={go} label="Settings" icon={GEAR} />;
}
