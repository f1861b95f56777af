// @ts-check
// A publish build (OWNER-TOOLS.md 2): the site built from given content instead of the seed.
// The site reads its content from `@detailing/site-content/current/<part>`, one module per
// part; this Vite plugin answers those imports with the given content's parts, as plain data.
// The content comes checked with site-content's schema (the publisher checks it, publisher/):
// content that fails it never reaches a build.
const PREFIX = '@detailing/site-content/current/';
const VIRTUAL = '\0site-content:';

/** @typedef {Record<string, unknown>} SiteContent */

/**
 * Serves `content` (already checked) for the site's `current/<part>` imports.
 * @param {SiteContent} content
 * @returns {import('vite').Plugin}
 */
export function siteContentPlugin(content) {
  return {
    name: 'detailing-site-content',
    enforce: 'pre',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const part = id.slice(PREFIX.length);
      if (!Object.hasOwn(content, part)) {
        throw new Error(`The content has no part "${part}" (imported as ${id}).`);
      }
      return `${VIRTUAL}${part}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const part = id.slice(VIRTUAL.length);
      return `export const ${part} = ${JSON.stringify(content[part])};\n`;
    },
  };
}

/**
 * Serves a publish's own image manifest for the site's `generated/manifest.json` (its photos
 * under their slots' keys), instead of the shared file other builds write.
 * @param {Record<string, unknown>} manifest
 * @returns {import('vite').Plugin}
 */
export function imageManifestPlugin(manifest) {
  return {
    name: 'detailing-image-manifest',
    enforce: 'pre',
    load(id) {
      if (!id.split('?')[0]?.endsWith('/lib/images/generated/manifest.json')) return null;
      return JSON.stringify(manifest);
    },
  };
}
