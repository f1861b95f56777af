// @ts-check
// Functions that run inside the benchmark page (passed to page.evaluate): each is
// self-contained, since Playwright sends only its source. The widget's conversation lives two
// shadow roots deep: <detailing-chat> -> <detailing-chat-panel> -> [role=log].

/**
 * Clicks the launcher (as a visitor does) and resolves once `expected` messages are in the DOM
 * and one more frame has run (so they were laid out and painted).
 * @param {number} expected
 */
export async function openAndWaitForMessages(expected) {
  const host = document.querySelector('detailing-chat');
  const button = host?.shadowRoot?.querySelector('button[part="button"]');
  if (!host || !(button instanceof HTMLElement)) throw new Error('No chat launcher on the page.');
  // A long conversation renders its latest messages; the "Show earlier messages" button
  // carries how many more there are.
  const panelRoot = () => host.shadowRoot?.querySelector('detailing-chat-panel')?.shadowRoot;
  const rendered = () => panelRoot()?.querySelectorAll('li').length ?? 0;
  const count = () =>
    rendered() +
    Number(panelRoot()?.querySelector('button[data-hidden]')?.getAttribute('data-hidden') ?? 0);
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  button.click();
  await new Promise((resolve, reject) => {
    const check = () => {
      if (count() >= expected) requestAnimationFrame(() => resolve(undefined));
      else if (performance.now() - start > 120_000) {
        reject(new Error(`Only ${count()} of ${expected} messages rendered after 120 s.`));
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  const elapsedMs = Math.round(performance.now() - start);
  // Long-task entries arrive asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  // The panel opens at the newest message: how far from the bottom is the list?
  const log = host.shadowRoot
    ?.querySelector('detailing-chat-panel')
    ?.shadowRoot?.querySelector('[role="log"]');
  const bottomGapPx = log ? Math.round(log.scrollHeight - log.scrollTop - log.clientHeight) : -1;
  return { elapsedMs, rendered: rendered(), longestTaskMs: Math.round(longest), bottomGapPx };
}

/** Clicks the launcher to close the panel. */
export function closeWidget() {
  const button = document
    .querySelector('detailing-chat')
    ?.shadowRoot?.querySelector('button[part="button"]');
  if (!(button instanceof HTMLElement)) throw new Error('No chat launcher on the page.');
  if (button.getAttribute('aria-expanded') === 'true') button.click();
}

/** Elements inside the widget's shadow roots (launcher and panel). */
export function countWidgetElements() {
  /** @param {ParentNode} root */
  const walk = (root) => {
    let total = 0;
    for (const element of root.querySelectorAll('*')) {
      total += 1;
      if (element.shadowRoot) total += walk(element.shadowRoot);
    }
    return total;
  };
  const host = document.querySelector('detailing-chat');
  return host?.shadowRoot ? walk(host.shadowRoot) : 0;
}

/**
 * Scrolls the conversation from the bottom to the top and back, each way in `durationMs`, moving
 * it in every animation frame by the distance due at that time (a steady fling). Returns the
 * gaps between consecutive frames and the number of long tasks meanwhile.
 * @param {number} durationMs
 */
export async function framesWhileScrolling(durationMs) {
  const log = document
    .querySelector('detailing-chat')
    ?.shadowRoot?.querySelector('detailing-chat-panel')
    ?.shadowRoot?.querySelector('[role="log"]');
  if (!log) throw new Error('The conversation is not open.');
  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    longTasks += list.getEntries().length;
  });
  observer.observe({ type: 'longtask' });
  /** @type {number[]} */
  const deltas = [];
  /** @param {number} from @param {number} to */
  const sweep = (from, to) =>
    new Promise((resolve) => {
      /** @type {number | null} */
      let first = null;
      /** @type {number | null} */
      let last = null;
      /** @param {number} now */
      const step = (now) => {
        first ??= now;
        if (last !== null) deltas.push(now - last);
        last = now;
        const t = Math.min(1, (now - first) / durationMs);
        log.scrollTop = from + (to - from) * t;
        if (t < 1) requestAnimationFrame(step);
        else resolve(undefined);
      };
      requestAnimationFrame(step);
    });
  const bottom = log.scrollHeight - log.clientHeight;
  log.scrollTop = bottom;
  // Up to the top (earlier messages load in windows on the way), then down to the new bottom.
  await sweep(bottom, 0);
  await sweep(0, log.scrollHeight - log.clientHeight);
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  return { deltas, longTasks, scrollHeight: log.scrollHeight };
}

/**
 * Frame gaps while nothing happens, for `durationMs`: the machine's own noise, to read the
 * scrolling figures against.
 * @param {number} durationMs
 */
export async function idleFrames(durationMs) {
  /** @type {number[]} */
  const deltas = [];
  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    longTasks += list.getEntries().length;
  });
  observer.observe({ type: 'longtask' });
  await new Promise((resolve) => {
    /** @type {number | null} */
    let first = null;
    /** @type {number | null} */
    let last = null;
    /** @param {number} now */
    const step = (now) => {
      first ??= now;
      if (last !== null) deltas.push(now - last);
      last = now;
      if (now - first < durationMs) requestAnimationFrame(step);
      else resolve(undefined);
    };
    requestAnimationFrame(step);
  });
  observer.disconnect();
  return { deltas, longTasks };
}

/**
 * Resolves when the conversation shows `expected` messages: the time then (Date.now, to compare
 * with the sender's clock on the same machine) and the longest task meanwhile.
 * @param {number} expected
 */
export async function waitForMessageCount(expected) {
  const panelRoot = () =>
    document.querySelector('detailing-chat')?.shadowRoot?.querySelector('detailing-chat-panel')
      ?.shadowRoot;
  const list = () =>
    (panelRoot()?.querySelectorAll('li').length ?? 0) +
    Number(panelRoot()?.querySelector('button[data-hidden]')?.getAttribute('data-hidden') ?? 0);
  let longest = 0;
  const observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const start = Date.now();
  const at = await new Promise((resolve, reject) => {
    const check = () => {
      if (list() >= expected) resolve(Date.now());
      else if (Date.now() - start > 60_000) reject(new Error(`No message ${expected} after 60 s.`));
      else requestAnimationFrame(check);
    };
    check();
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  return { at: Number(at), longestTaskMs: Math.round(longest) };
}
