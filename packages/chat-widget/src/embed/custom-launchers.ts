import type { DetailingChatElement } from '../loader/detailing-chat-element';

/**
 * A page's own launchers: a click on any element with `data-detailing-chat-open` (or inside
 * one) opens the chat, prefilled with its `data-detailing-chat-message` if it has one. One
 * listener on the document, so launchers added later (a SPA's next page) work too.
 */
export function listenForLaunchers(chat: () => DetailingChatElement | null): void {
  document.addEventListener('click', (event) => {
    const launcher = event
      .composedPath()
      .find(
        (node): node is Element =>
          node instanceof Element && node.hasAttribute('data-detailing-chat-open'),
      );
    const element = launcher && chat();
    if (!element) return;
    // A link used as a launcher (`<a href="/contact" data-detailing-chat-open>`) stays put.
    event.preventDefault();
    const message = launcher.getAttribute('data-detailing-chat-message');
    element.open(message === null ? undefined : { message });
  });
}
