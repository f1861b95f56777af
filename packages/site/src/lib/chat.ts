import { type MouseEvent, useEffect } from 'react';

/**
 * Registers the `<detailing-chat>` element once the page has hydrated. The widget's code is a
 * lazy chunk (only its tiny launcher; the panel and Firebase load later), so it adds nothing to
 * the page's first-load JavaScript, and the prerendered element upgrades in place.
 */
export function useChatWidget() {
  useEffect(() => {
    import('@detailing/chat-widget')
      .then(({ defineDetailingChat }) => {
        defineDetailingChat();
        // Opened from a reply e-mail's link (`?chat=`): the conversation at once, not when the
        // browser is next idle (the panel waits 5 s for that; issue #42).
        if (new URLSearchParams(location.search).has('chat')) chatElement()?.open();
      })
      .catch((error: unknown) => console.warn('The live chat could not be loaded.', error));
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
  open: () => void;
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
  chat.open();
}
