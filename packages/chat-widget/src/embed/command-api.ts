import type { DetailingChatElement } from '../loader/detailing-chat-element';
import { checkIdentity } from '../lib/check-identity';
import { warnOnce } from '../lib/warn-once';

/** `window.DetailingChat`: the page's stub (with its queue `q`) until the script has loaded. */
export interface DetailingChatCommand {
  (command: unknown, ...args: unknown[]): void;
  /** Calls made before the script loaded, as the stub keeps them. */
  q?: ArrayLike<unknown>[];
  /** True once the script has run (a second copy of the script then does nothing). */
  loaded?: boolean;
}

declare global {
  interface Window {
    DetailingChat?: DetailingChatCommand;
  }
}

const EVENTS = ['ready', 'open', 'close', 'message', 'unread'];
type Listener = (event: Event) => void;

/**
 * The command function, with the calls made before it was there (the page's stub's, then the
 * loader's queue) run first, in order. A bad call warns once and never throws.
 */
export function createCommandApi(
  chat: () => DetailingChatElement | null,
  queued: readonly ArrayLike<unknown>[],
): DetailingChatCommand {
  /** The page's listeners, by event and function, as registered on the document. */
  const listeners = new Map<string, Map<unknown, Listener>>();

  const listen = (on: boolean, type: unknown, fn: unknown) => {
    const verb = on ? 'on' : 'off';
    if (typeof type !== 'string' || !EVENTS.includes(type)) {
      return warnOnce(`${verb}: unknown event "${String(type)}"; use ${EVENTS.join(', ')}.`);
    }
    if (typeof fn !== 'function') return warnOnce(`${verb}: the listener must be a function.`);
    const byFn = listeners.get(type) ?? new Map<unknown, Listener>();
    listeners.set(type, byFn);
    const old = byFn.get(fn);
    if (old) document.removeEventListener(type, old, true);
    byFn.delete(fn);
    if (!on) return;
    // `ready` has happened once the element is on the page: tell a late listener at once.
    if (type === 'ready' && chat()) {
      queueMicrotask(() => fn(new CustomEvent('ready')));
      return;
    }
    // The element's events do not bubble (a `message` must never reach window.onmessage), so
    // they are heard in the capture phase, from the element only.
    const listener: Listener = (event) => {
      const target = event.composedPath()[0];
      if (target instanceof Element && target.localName === 'detailing-chat') fn(event);
    };
    byFn.set(fn, listener);
    document.addEventListener(type, listener, true);
  };

  const run = (command: unknown, args: unknown[]) => {
    if (command === 'on' || command === 'off') return listen(command === 'on', args[0], args[1]);
    const element = chat();
    if (!element) return warnOnce(`${String(command)}: there is no <detailing-chat> on the page.`);
    const [options] = args;
    switch (command) {
      case 'open': {
        const message: unknown = options instanceof Object ? Reflect.get(options, 'message') : '';
        if (options !== undefined && typeof message !== 'string') {
          warnOnce('open takes no argument or { message: "text to prefill" }.');
          return element.open();
        }
        return element.open(typeof message === 'string' ? { message } : undefined);
      }
      case 'close':
        return element.close();
      case 'toggle':
        return element.toggle();
      case 'identify': {
        // Checked here, so a bad call is reported at once (the panel checks again).
        const identity = checkIdentity(options);
        return identity ? element.identify(identity) : undefined;
      }
      default:
        warnOnce(
          `unknown command "${String(command)}"; use open, close, toggle, identify, on or off.`,
        );
    }
  };

  const call = ([command, ...args]: unknown[]) => {
    try {
      run(command, args);
    } catch (error) {
      warnOnce(`${String(command)} failed: ${String(error)}`);
    }
  };

  for (const args of queued) call(Array.from(args));
  const command: DetailingChatCommand = (...args: unknown[]) => call(args);
  command.loaded = true;
  return command;
}
