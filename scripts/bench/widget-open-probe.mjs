// @ts-check
// Runs inside the page (serialised by Playwright's page.evaluate), so it uses nothing from this
// module's scope.

/**
 * @typedef {{ click: number | null, input: number | null, enter: number | null,
 *   acked: number | null }} OpenTimes
 *   page-clock times (ms since the page's time origin): the click on the launcher, the message
 *   input focused and enabled, Enter pressed on the first message, and that message
 *   acknowledged by Firestore
 */

/**
 * Installed before the click: notes the click's time (capture phase, so the event's own time
 * stamp), then checks every frame for the panel's message input focused and enabled; at that
 * frame it types `message` (at once, or a character at a time over `typingMs`, as a person
 * does) and presses Enter the way a keyboard does (value, `input`, `keydown`), and from then on
 * waits for the message's list item to lose `data-pending` (Firestore acknowledged the write).
 * Everything is looked for through the widget's shadow roots. Results in `window.__openTimes`.
 * @param {{ message: string, typingMs: number }} options
 */
export function installOpenProbe({ message, typingMs }) {
  /** @type {OpenTimes} */
  const times = { click: null, input: null, enter: null, acked: null };
  Reflect.set(window, '__openTimes', times);
  document.addEventListener(
    'click',
    (event) => {
      if (times.click === null) times.click = event.timeStamp;
    },
    true,
  );
  /** @param {Document | ShadowRoot} root @param {string} selector @returns {Element | null} */
  const deep = (root, selector) => {
    const found = root.querySelector(selector);
    if (found) return found;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? deep(element.shadowRoot, selector) : null;
      if (inner) return inner;
    }
    return null;
  };
  const focused = () => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };
  const valueSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  const tick = () => {
    if (times.click !== null && times.input === null) {
      const active = focused();
      if (
        active instanceof HTMLTextAreaElement &&
        active.placeholder === 'Type a message...' &&
        !active.disabled
      ) {
        times.input = performance.now();
        const characters = Array.from(message);
        /** @param {number} count */
        const type = (count) => {
          valueSetter?.call(active, characters.slice(0, count).join(''));
          active.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
          if (count < characters.length) {
            setTimeout(() => type(count + 1), typingMs / characters.length);
            return;
          }
          times.enter = performance.now();
          active.dispatchEvent(
            new KeyboardEvent('keydown', {
              key: 'Enter',
              code: 'Enter',
              bubbles: true,
              composed: true,
              cancelable: true,
            }),
          );
        };
        type(typingMs > 0 ? 1 : characters.length);
      }
    } else if (times.enter !== null && times.acked === null) {
      if (deep(document, 'li[data-sender="user"]:not([data-pending])')) {
        times.acked = performance.now();
      }
    }
    if (times.acked === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** @returns {OpenTimes} */
export function readOpenTimes() {
  return Reflect.get(window, '__openTimes');
}
