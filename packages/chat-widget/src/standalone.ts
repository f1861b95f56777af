// Entry of the standalone script (dist/widget/detailing-chat.js). One tag is enough:
//   <script type="module" src="https://SITE/widget/detailing-chat.js"></script>
// registers <detailing-chat> and, unless the page has placed one itself, adds one to <body>,
// configured from the script tag's data-business-name and data-theme-color.
import { defineDetailingChat, LOADER_TAG } from './index';

function ownScriptTag(): HTMLScriptElement | undefined {
  return [...document.scripts].find((script) => script.src === import.meta.url);
}

function addElement(): void {
  if (document.querySelector(LOADER_TAG)) return;
  const chat = document.createElement(LOADER_TAG);
  const script = ownScriptTag();
  for (const name of ['business-name', 'theme-color']) {
    const value = script?.getAttribute(`data-${name}`);
    if (value) chat.setAttribute(name, value);
  }
  document.body.append(chat);
}

defineDetailingChat();
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', addElement, { once: true });
} else {
  addElement();
}
