import type { Plugin } from 'vite';

/**
 * Build step (vite.config.ts) for the standalone script: its entry, `detailing-chat.js`, must
 * also run as a classic script (`<script async src>`, tag managers). src/standalone.ts keeps it
 * free of import/export statements and import.meta; this wraps it in a function, so its
 * top-level names stay off the page's window and a second copy cannot clash with the first.
 * Done once the chunk is final: the minifier unwraps a function added earlier (an ES module has
 * a scope of its own), and `output.postBanner` did not reach this lib-mode entry.
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
        chunk.code = `(()=>{${chunk.code}\n})();\n`;
      }
    },
  };
}
