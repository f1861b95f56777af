// @ts-check
// What failed, in a few lines for `npm test`'s summary: CI shows only the end of a long log, so
// the summary names each failed test (file, title, first line of the error) instead of only
// the step. Read from the JSON reports Vitest and Playwright write beside their usual output.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** @param {string} text */
const firstLine = (text) =>
  text
    // eslint-disable-next-line no-control-regex -- terminal colours in Playwright's messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/** @param {string} file */
const relative = (file) => (path.isAbsolute(file) ? path.relative(root, file) : file);

/**
 * @param {string} where
 * @param {string} error
 */
const line = (where, error) => `${where}${error ? `\n    ${firstLine(error).slice(0, 300)}` : ''}`;

/**
 * Vitest's JSON report: every failed test, and files that failed outside any test (an import
 * error, a failed hook).
 * @param {any} report
 * @returns {string[]}
 */
export function vitestFailures(report) {
  /** @type {string[]} */
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(String(file.name ?? '?'));
    const failed = (file.assertionResults ?? []).filter(
      (/** @type {any} */ test) => test.status === 'failed',
    );
    for (const test of failed) {
      failures.push(line(`${name} › ${test.fullName}`, String(test.failureMessages?.[0] ?? '')));
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push(line(name, String(file.message || 'failed outside any test')));
    }
  }
  return failures;
}

/**
 * Playwright's JSON report: tests that failed on every attempt (`unexpected`), and, marked so,
 * tests that passed only on a retry (`flaky`), which do not fail the run.
 * @param {any} report
 * @returns {{ failed: string[], flaky: string[] }}
 */
export function playwrightFailures(report) {
  /** @type {string[]} */
  const failed = [];
  /** @type {string[]} */
  const flaky = [];
  /** @param {any} suite @param {string[]} titles */
  const visit = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const where = `${spec.file}:${spec.line} › [${test.projectName}] ${[...here, spec.title].join(' › ')}`;
        const error =
          (test.results ?? [])
            .map((/** @type {any} */ r) => String(r.error?.message ?? ''))
            .find(Boolean) ?? '';
        if (test.status === 'unexpected') failed.push(line(where, error));
        else if (test.status === 'flaky') flaky.push(where);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  for (const error of report?.errors ?? []) failed.push(line('(outside any test)', error.message));
  return { failed, flaky };
}

/**
 * Where the time went: each spec file's test time per project (every attempt, retries included),
 * the longest first, so a slow CI run's log says which files to look at.
 * @param {any} report
 * @param {number} [count]
 * @returns {string[]}
 */
export function playwrightSlowest(report, count = 10) {
  /** @type {Map<string, { ms: number, tests: number }>} */
  const files = new Map();
  /** @param {any} suite */
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${spec.file} [${test.projectName}]`;
        const entry = files.get(key) ?? { ms: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results ?? []) entry.ms += Number(result.duration) || 0;
        files.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...files.entries()]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, count)
    .map(
      ([key, { ms, tests }]) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${tests} tests  ${key}`,
    );
}

/**
 * The report's JSON, or undefined when the tool wrote none (it crashed before the end).
 * @param {string} file
 */
export async function readReport(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}
