// @ts-check
// ESLint rule: a package may import another of our workspace packages (`@detailing/*`) only if
// its package.json declares it. npm links every workspace into node_modules, so an undeclared
// import resolves and builds today, and breaks the day the packages are installed apart. A package
// whose build bundles a workspace package lists it under `bundles` instead (functions/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { onImportSource } from './import-sources.js';

/** @type {Map<string, { file: string, deps: Set<string> } | null>} */
const manifests = new Map();

/**
 * The nearest package.json above `dir`, with every dependency it declares.
 * @param {string} dir
 * @returns {{ file: string, deps: Set<string> } | null}
 */
function manifestFor(dir) {
  if (manifests.has(dir)) return manifests.get(dir) ?? null;
  const file = path.join(dir, 'package.json');
  /** @type {{ file: string, deps: Set<string> } | null} */
  let found;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const names = ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((key) =>
      Object.keys(json[key] ?? {}),
    );
    // `bundles`: workspace packages a package's build bundles into its output (the functions
    // bundle core's domain), so that its deployed dependencies never name them.
    found = { file, deps: new Set([json.name, ...names, ...(json.bundles ?? [])]) };
  } catch {
    const parent = path.dirname(dir);
    found = parent === dir ? null : manifestFor(parent);
  }
  manifests.set(dir, found);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const declaredWorkspaceDeps = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports of @detailing/* packages must be declared in package.json' },
    messages: {
      undeclared: "'{{name}}' is not declared in {{manifest}}: add it to its dependencies.",
    },
    schema: [],
  },
  create(context) {
    const manifest = manifestFor(path.dirname(context.filename));
    return onImportSource((node, source) => {
      const name = /^@detailing\/[^/]+/.exec(source)?.[0];
      if (manifest && name && !manifest.deps.has(name)) {
        context.report({
          node,
          messageId: 'undeclared',
          data: { name, manifest: path.relative(process.cwd(), manifest.file) },
        });
      }
    });
  },
};
