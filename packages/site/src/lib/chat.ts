import type { MouseEvent } from 'react';

/** The part of the chat widget's public API the site uses (see packages/chat-widget). */
interface ChatElement extends HTMLElement {
  open: () => void;
}

function chatElement(): ChatElement | null {
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
