// @ts-check
import path from 'node:path';

/** @typedef {typeof import('./chat-core-entry.mjs')} ChatCoreApi */

/**
 * The real core client code (TypeScript sources, as the widget and the console bundle them)
 * in plain Node: Vite's module runner (`runnerImport`, the same machinery Vite uses to load a
 * TypeScript config) transforms core on the fly; npm packages such as `firebase` stay
 * external, so Node loads their own Node builds. No build step and no extra dependency.
 * @returns {Promise<ChatCoreApi>}
 */
export async function loadChatCore() {
  const { runnerImport } = await import('vite');
  /** @type {{ module: ChatCoreApi }} */
  const { module } = await runnerImport(path.join(import.meta.dirname, 'chat-core-entry.mjs'), {
    logLevel: 'error',
  });
  return module;
}
