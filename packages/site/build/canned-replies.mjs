// @ts-check
// The canned replies generated from the site's content (src/content/canned-replies.ts: the
// catalogue, business details, home and booking texts), in plain Node through Vite's module
// runner, so no string is copied: from the seed, or from published content, which the content
// plugin serves for the site's content imports as it does for the pages.
import path from 'node:path';
import { siteContentPlugin } from './content-plugin.mjs';

const MODULE = path.join(import.meta.dirname, '../src/content/canned-replies.ts');

/** @typedef {import('../src/content/canned-replies.ts').CannedReplySeed} CannedReplySeed */

/**
 * @param {Record<string, unknown>} [content] checked content; the seed without it
 * @returns {Promise<CannedReplySeed[]>}
 */
export async function cannedReplySeeds(content) {
  const { runnerImport } = await import('vite');
  const plugins = content === undefined ? [] : [siteContentPlugin(content)];
  /** @type {{ module: { cannedReplySeeds(): CannedReplySeed[] } }} */
  const { module } = await runnerImport(MODULE, { logLevel: 'error', plugins });
  return module.cannedReplySeeds();
}
