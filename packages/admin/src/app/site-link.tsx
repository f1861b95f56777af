import { HeaderLink } from './header-link';
import type { ConsoleRoute } from './use-console-route';

/** A browser window: the site. */
const WINDOW = 'M3 5h18v14H3zM3 9h18M6 7h.01M8.5 7h.01';

/** The header's way to the owner's site editor (`/admin/chat/site`), shown to owners only. */
export function SiteLink({ go, current }: { go: (route: ConsoleRoute) => void; current: boolean }) {
  return <HeaderLink route="site" go={go} current={current} label="Site" icon={WINDOW} />;
}
