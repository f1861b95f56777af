// @ts-check
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { quotaProjectEnv } from './staff.mjs';

describe('staff:grant and staff:revoke on a laptop (user credentials)', () => {
  it('name the target project as the quota project Identity Toolkit asks for', () => {
    expect(quotaProjectEnv('harbour-heath', {})).toEqual({
      GOOGLE_CLOUD_QUOTA_PROJECT: 'harbour-heath',
    });
  });

  it("keep the caller's own quota project, and set none without a project", () => {
    expect(quotaProjectEnv('harbour-heath', { GOOGLE_CLOUD_QUOTA_PROJECT: 'billing' })).toEqual({});
    expect(quotaProjectEnv(undefined, {})).toEqual({});
  });
});

describe('the command lines', () => {
  /** Runs a script with arguments; resolves with its exit code and what it printed. */
  const runScript = (/** @type {string} */ script, /** @type {string[]} */ args) =>
    new Promise((resolve) => {
      execFile(process.execPath, [script, ...args], { env: {} }, (error, stdout, stderr) =>
        resolve({ code: error?.code ?? 0, out: `${stdout}${stderr}` }),
      );
    });

  it('staff:grant takes --owner; staff:revoke refuses it; both need an address', async () => {
    expect(await runScript('scripts/staff-grant.mjs', ['--owner'])).toEqual({
      code: 2,
      out: 'Usage: npm run staff:grant -- EMAIL [--owner] [--project PROJECT_ID]\n',
    });
    expect(await runScript('scripts/staff-revoke.mjs', ['sam@example.com', '--owner'])).toEqual({
      code: 2,
      out: 'Usage: npm run staff:revoke -- EMAIL [--project PROJECT_ID]\n',
    });
    expect(await runScript('scripts/staff-grant.mjs', ['sam@example.com', '--admin'])).toEqual({
      code: 2,
      out: 'Usage: npm run staff:grant -- EMAIL [--owner] [--project PROJECT_ID]\n',
    });
  });
});
