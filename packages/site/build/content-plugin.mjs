// @ts-check
// A publish build (OWNER-TOOLS.md 2): the site built from given content instead of the seed.
// The site reads its content from `@detailing/site-content/current/<part>`, one module per
// part; this Vite plugin answers those imports with the given content's parts, as plain data.
// The content is checked with the schema first, and a build of content that fails it is refused
// naming each problem, so nothing is built from it.
import path from 'node:path';

const PREFIX = '@detailing/site-content/current/';
const VIRTUAL = '\0site-content:';
const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * @typedef {{ path: string, message: string }} ContentProblem
 * @typedef {Record<string, unknown>} SiteContent
 */

export class ContentError extends Error {
  /** @param {ContentProblem[]} problems */
  constructor(problems) {
    super(
      `The content does not pass its checks:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** @type {Promise<typeof import('@detailing/site-content')> | undefined} */
let schema;
/** site-content's schema, loaded once per process (a runner import starts a Vite server). */
async function loadSchema() {
  const { runnerImport } = await import('vite');
  /** @type {{ module: typeof import('@detailing/site-content') }} */
  const { module } = await runnerImport(path.join(ROOT, 'packages/site-content/src/index.ts'), {
    logLevel: 'error',
  });
  return module;
}

/** site-content's module (its schema and helpers), loaded once per process. */
export function siteContentModule() {
  return (schema ??= loadSchema().catch((error) => {
    schema = undefined;
    throw error;
  }));
}

/**
 * The content checked with site-content's schema (TypeScript: through Vite's module runner):
 * as the site will use it (trimmed), or a ContentError with every problem.
 * @param {unknown} input
 * @returns {Promise<SiteContent>}
 */
export async function checkedContent(input) {
  const module = await siteContentModule();
  const result = module.checkSiteContent(input);
  if (!result.ok) throw new ContentError(result.problems);
  return result.content;
}

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
