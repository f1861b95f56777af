import { chatElement } from '../../lib/chat';

/** The spec's constants (section 9): shown 3 s after a page loads, once per browser session. */
export const CONSULTATION_DELAY_MS = 3000;
export const CONSULTATION_SEEN_KEY = 'consultationPopupSeen';

/** The chat counts as just used for this long after it was opened, closed or written in. */
export const CHAT_QUIET_MS = 60_000;
/** When the chat was last used in this browser session (ms since the epoch): a reload keeps it. */
export const CHAT_USED_KEY = 'consultationChatUsedAt';

/** Pages where the visitor is already asking (the forms) or has asked (thank-you). */
const ASKING_PAGE = /^\/(?:book-online|booking|contact|thank-you)(?:\/|$)/;

/** A page as the visitor arrived on it: its path, and its query then. */
export interface PageView {
  readonly path: string;
  readonly search: string;
}

/** The chat as the popup sees it: open now, and when it was last used (if this session). */
export interface ChatUse {
  readonly open: boolean;
  readonly usedAt: number | undefined;
}

/**
 * Whether the offer may open now on this page view (INTERPRETATION.md: it never interrupts).
 * Not on a form or the thank-you page, not on a page opened from a reply e-mail's link
 * (`?chat=`: the visitor came for the conversation), not over the chat while it is open, nor
 * within a minute of its last use (a visitor who has just closed it, or just written in it).
 */
export function quietMoment(view: PageView, chat: ChatUse, now: number): boolean {
  if (ASKING_PAGE.test(view.path)) return false;
  if (new URLSearchParams(view.search).has('chat')) return false;
  if (chat.open) return false;
  return chat.usedAt === undefined || now - chat.usedAt >= CHAT_QUIET_MS;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage may be blocked: the popup then goes by this page alone (and shows once per load).
  }
}

/** The chat element whose uses are being noted (the layout renders one for the page's life). */
let watched: Element | null = null;

/**
 * Notes every use of the chat from now on: opening and closing it, each message, and leaving
 * the page with it open (a reload closes it). Listens before the widget's code has upgraded the
 * element: its events are dispatched on the element itself.
 */
function watchChatUse(): void {
  const chat = document.querySelector('detailing-chat');
  if (!chat || chat === watched) return;
  watched = chat;
  const used = () => write(CHAT_USED_KEY, String(Date.now()));
  for (const type of ['open', 'close', 'message']) chat.addEventListener(type, used);
  window.addEventListener('pagehide', () => {
    if (chatElement()?.isOpen) used();
  });
}

function chatUse(): ChatUse {
  const usedAt = Number(read(CHAT_USED_KEY));
  return { open: chatElement()?.isOpen === true, usedAt: usedAt > 0 ? usedAt : undefined };
}

const alreadySeen = () => read(CONSULTATION_SEEN_KEY) !== null;

/**
 * Calls `show` 3 s into this page view, if the offer has not been shown in this browser session
 * and the moment is quiet then (`quietMoment`). A moment that is not leaves the offer for a
 * later page view: only a showing uses it up. Returns what cancels it (the visitor moved on).
 */
export function schedulePopup(view: PageView, show: () => void): () => void {
  watchChatUse();
  if (alreadySeen()) return () => undefined;
  const timer = setTimeout(() => {
    if (alreadySeen() || !quietMoment(view, chatUse(), Date.now())) return;
    write(CONSULTATION_SEEN_KEY, 'true');
    show();
  }, CONSULTATION_DELAY_MS);
  return () => clearTimeout(timer);
}
