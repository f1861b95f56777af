import { loadOnce } from '@detailing/ui/load-once';
import { type MouseEvent, useEffect } from 'react';

/** The page was opened from a reply e-mail's "Continue the chat" link (`?chat=`). */
export const openedFromEmail = () => new URLSearchParams(location.search).has('chat');

/**
 * Registers the `<detailing-chat>` element, once. The widget's code is a lazy chunk (only its
 * tiny launcher; the panel and Firebase load later), so it adds nothing to the page's first-load
 * JavaScript, and the prerendered element upgrades in place. On a page opened from an e-mail's
 * link the panel opens at once, not when the browser is next idle (the panel waits 5 s for
 * that; issue #42), and the entry starts all this before hydrating the page.
 */
export const loadChatWidget: () => Promise<void> = loadOnce(() =>
  import('@detailing/chat-widget')
    .then(async ({ defineDetailingChat }) => {
      defineDetailingChat();
      if (openedFromEmail()) await chatElement()?.open();
    })
    // The prerendered "Opening your conversation…" (app/chat-opening.tsx): the panel says it now.
    .finally(() => document.querySelector('.chat-opening')?.remove()),
);

/** Loads the chat widget once the page has hydrated (at once if the entry has not already). */
export function useChatWidget() {
  useEffect(() => {
    loadChatWidget().catch((error: unknown) =>
      console.warn('The live chat could not be loaded.', error),
    );
  }, []);
}

/** How many modal overlays (the phone menu, the consultation popup) are open now. */
let openModals = 0;

function showChat(shown: boolean) {
  for (const chat of document.querySelectorAll('detailing-chat')) {
    chat.toggleAttribute('hidden', !shown);
  }
}

/**
 * Hides the floating chat button (and its panel, which keeps its state) while a modal overlay
 * is open. The widget sits above everything on the page, so it would otherwise float over the
 * overlay, and a tap on it would dismiss the dialog beneath.
 */
export function useHideChatWhile(modalOpen: boolean) {
  useEffect(() => {
    if (!modalOpen) return;
    openModals += 1;
    showChat(false);
    return () => {
      openModals -= 1;
      if (openModals === 0) showChat(true);
    };
  }, [modalOpen]);
}

/** The part of the chat widget's public API the site uses (see packages/chat-widget). */
interface ChatElement extends HTMLElement {
  /** Settles once the panel shows (or could not load). */
  open: () => Promise<void>;
  readonly isOpen: boolean;
}

/** The chat widget's element once its code has upgraded it (its API is there), else null. */
export function chatElement(): ChatElement | null {
  const element = document.querySelector('detailing-chat');
  return element && 'open' in element && typeof element.open === 'function'
    ? (element as ChatElement)
    : null;
}

/**
 * Opens the live chat panel through the widget's API. Used as a link's click handler: when the
 * widget is not on the page (yet), the link's own destination is followed instead.
 */
export function openChat(event?: MouseEvent) {
  const chat = chatElement();
  if (!chat) return;
  event?.preventDefault();
  void chat.open();
}
