// Entry of the standalone script (dist/widget/detailing-chat.js). Any script tag loads it:
//   <script async src="https://SITE/widget/detailing-chat.js"></script>   (or defer, or
//   type="module", in head or body, or inserted by a tag manager). The build keeps this file a
//   valid classic script: no import/export statements, no import.meta, wrapped in a function
//   so nothing but window.DetailingChat reaches the page's globals.
// It registers <detailing-chat>, adds one to <body> (configured from the script tag's data-*)
// unless the page placed its own, and listens for the page's own launchers. window.DetailingChat
// queues calls (as the page's stub did) until the command API, a small chunk of its own, is
// imported: on the first call, or at once if the stub queued any.
import type { DetailingChatCommand } from './embed/command-api';
import { listenForLaunchers } from './embed/custom-launchers';
import { ownScript, SCRIPT_SETTINGS } from './embed/script-tag';
import { defineDetailingChat, LOADER_TAG } from './index';

/** The page's `<detailing-chat>`, once it is upgraded (ours, or the site's own). */
function findChat() {
  const element = document.querySelector(LOADER_TAG);
  return element?.matches(':defined') ? element : null;
}

function addElement(script: HTMLScriptElement | null): void {
  if (document.querySelector(LOADER_TAG)) return;
  const chat = document.createElement(LOADER_TAG);
  for (const name of SCRIPT_SETTINGS) {
    const value = script?.getAttribute(`data-${name}`);
    if (value != null) chat.setAttribute(name, value);
  }
  document.body.append(chat);
}

function main(): void {
  const stub = window.DetailingChat;
  // Loaded twice (two tags, a tag manager firing again): the first copy does everything.
  if (stub?.loaded) return;
  // Now, while this script runs: document.currentScript is gone once it has.
  const script = ownScript();
  const queue: ArrayLike<unknown>[] = Array.isArray(stub?.q) ? [...stub.q] : [];
  let started = false;
  let loading = false;
  const loadApi = () => {
    if (loading || !started || queue.length === 0) return;
    loading = true;
    import('./embed/lazy-api').then(
      ({ createCommandApi }) => {
        window.DetailingChat = createCommandApi(findChat, queue.splice(0));
      },
      () => {
        loading = false;
        console.warn('DetailingChat: could not load.');
      },
    );
  };
  const command: DetailingChatCommand = (...args: unknown[]) => {
    queue.push(args);
    loadApi();
  };
  command.loaded = true;
  window.DetailingChat = command;
  defineDetailingChat();
  listenForLaunchers(findChat);
  const start = () => {
    addElement(script);
    started = true;
    loadApi();
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}

main();
