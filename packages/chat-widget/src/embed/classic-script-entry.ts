import type { Plugin } from 'vite';

/**
 * The script that is running, for its `data-*` settings (`__detailingChatScript`), and where the
 * entry's chunks are, its directory (`__detailingChatBase`). A classic script is
 * `document.currentScript` while it first runs; a module has none, so the page's script tag for
 * detailing-chat.js stands in (loaded twice, both tags name the same file).
 */
const PRELUDE =
  `var __detailingChatScript=document.currentScript||document.querySelector('script[src*="/detailing-chat.js"]'),` +
  `__detailingChatBase=new URL('.',(__detailingChatScript||location).src||location.href).href;`;

/**
 * Build step (vite.config.ts) for the standalone script: its entry, `detailing-chat.js`, must
 * also run as a classic script (`<script async src>`, tag managers). src/standalone.ts keeps it
 * free of import/export statements and import.meta; this
 * - wraps it in a function, so its top-level names stay off the page's window and a second
 *   copy cannot clash with the first (done once the chunk is final: the minifier unwraps a
 *   function added earlier, and `output.postBanner` did not reach this lib-mode entry);
 * - makes its chunk imports absolute. A cross-origin classic script without `crossorigin` has
 *   "muted errors", and the HTML spec then resolves its dynamic imports against the page, not
 *   the script (a module, or a same-origin script, would have worked without this).
 */
export function classicScriptEntry(): Plugin {
  return {
    name: 'detailing-chat:classic-script-entry',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        if (/\bimport\.meta\b|^\s*(?:import|export)\b/m.test(chunk.code)) {
          this.error(
            `${chunk.fileName} must load as a classic script: no import.meta, import or export.`,
          );
        }
        const code = chunk.code.replace(/\bimport\((["'`])\.\//g, 'import(__detailingChatBase+$1');
        chunk.code = `(()=>{${PRELUDE}${code}\n})();\n`;
      }
    },
  };
}
