// @ts-check
// The CI workflow, beyond what actionlint checks (`npm run lint`): that it runs the tests, only
// deploys what passed them, and writes every variable the production build reads.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintWorkflow, workflowFiles } from './lint-workflows.mjs';
import { PRODUCTION_VARIABLES } from './lib/production-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ci = await readFile(path.join(root, '.github/workflows/ci.yml'), 'utf8');
const publish = await readFile(path.join(root, '.github/workflows/publish.yml'), 'utf8');
/** The text of one job (from its key to the next job's, or the end). */
const job = (/** @type {string} */ name) => {
  const start = ci.indexOf(`\n  ${name}:\n`);
  expect(start, `job ${name}`).toBeGreaterThan(0);
  const next = ci.slice(start + 1).search(/\n {2}[a-z-]+:\n/);
  return next < 0 ? ci.slice(start) : ci.slice(start, start + 1 + next);
};

describe('the workflows', () => {
  it('pass actionlint', async () => {
    const files = await workflowFiles();
    expect(files).toContain(path.join('.github', 'workflows', 'ci.yml'));
    for (const file of files) {
      expect(await lintWorkflow(await readFile(path.join(root, file), 'utf8'), file)).toEqual([]);
    }
  });

  it('would fail actionlint with a broken expression or a job that does not exist', async () => {
    const broken = ci
      .replace('if: failure()', 'if: failure(')
      .replace('needs: test', 'needs: tests');
    const kinds = (await lintWorkflow(broken, 'ci.yml')).map((f) => f.kind);
    expect(kinds).toEqual(expect.arrayContaining(['expression', 'job-needs']));
  });
});

describe('the CI workflow', () => {
  it('gives the jobs read access to the code and nothing more', () => {
    expect(ci).toMatch(/^permissions:\n {2}contents: read\n/m);
    expect(ci).not.toMatch(/: write\b/);
  });

  it('runs what .ci/run runs: npm ci, then npm test', () => {
    const test = job('test');
    expect(test).toMatch(/run: npm ci\b/);
    expect(test).toMatch(/run: npm test\n/);
    expect(test.indexOf('run: npm ci')).toBeLessThan(test.indexOf('run: npm test'));
  });

  it('deploys main only, after the tests passed, one deploy at a time and never cut short', () => {
    const deploy = job('deploy');
    expect(deploy).toMatch(/needs: test\n/);
    expect(deploy).toMatch(/if: github\.ref == 'refs\/heads\/main'/);
    expect(deploy).toMatch(/group: deploy-production\n\s+# .*\n\s+cancel-in-progress: false/);
    expect(deploy).toMatch(/credentials_json: \$\{\{ secrets\.FIREBASE_SERVICE_ACCOUNT \}\}/);
    expect(deploy).toMatch(/run: npm run deploy -- --project production --non-interactive\n/);
  });

  it('writes every variable the production build reads into .env.production, and no other', () => {
    const deploy = job('deploy');
    const fromVars = [...deploy.matchAll(/(VITE_\w+): \$\{\{ vars\.(\w+) \}\}/g)];
    expect(fromVars.every(([, name, variable]) => name === variable)).toBe(true);
    const known = Object.keys(PRODUCTION_VARIABLES).sort();
    expect(fromVars.map(([, name]) => name).sort()).toEqual(known);
    const loop = /for name in ([\s\S]*?); do/.exec(deploy)?.[1] ?? '';
    expect(
      loop
        .split(/[\s\\]+/)
        .filter(Boolean)
        .sort(),
    ).toEqual(known);
  });
});

describe('the publish workflow (the owner’s Publish in production)', () => {
  it('reads the code and the runs, writes nothing, and waits its turn with the deploys', () => {
    expect(publish).toMatch(
      /^permissions:\n {2}contents: read\n(?: {2}#.*\n)? {2}actions: read\n/m,
    );
    expect(publish).not.toMatch(/: write\b/);
    expect(publish).toMatch(/group: deploy-production\n\s+cancel-in-progress: false/);
  });

  it('builds the commit CI last tested and deployed, never a newer one', () => {
    expect(publish).toMatch(/gh run list [^\n]*--workflow ci\.yml --branch main/);
    expect(publish).toMatch(/--status success/);
    expect(publish).toMatch(/ref: \$\{\{ steps\.deployed\.outputs\.sha \}\}/);
    expect(publish).toMatch(
      /run: node scripts\/publish-production\.mjs --publish-id "\$PUBLISH_ID"/,
    );
  });

  it('writes the same production variables as the deploy job', () => {
    const fromVars = [...publish.matchAll(/(VITE_\w+): \$\{\{ vars\.(\w+) \}\}/g)];
    expect(fromVars.every(([, name, variable]) => name === variable)).toBe(true);
    expect(fromVars.map(([, name]) => name).sort()).toEqual(
      Object.keys(PRODUCTION_VARIABLES).sort(),
    );
  });
});
