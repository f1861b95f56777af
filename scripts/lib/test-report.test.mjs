import { describe, expect, it } from 'vitest';
import { playwrightFailures, playwrightSlowest, vitestFailures } from './test-report.mjs';

describe("npm test's summary of what failed", () => {
  it('names each failed Vitest test with the first line of its error, and files failed outside tests', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/packages/core/src/a.test.ts`,
          status: 'failed',
          assertionResults: [
            {
              fullName: 'sessions creates one',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at x'],
            },
            { fullName: 'sessions passes', status: 'passed', failureMessages: [] },
          ],
        },
        {
          name: '/abs/b.test.ts',
          status: 'failed',
          message: 'Hook timed out in 30000ms',
          assertionResults: [],
        },
        { name: '/abs/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      'packages/core/src/a.test.ts › sessions creates one\n    AssertionError: expected 1 to be 2',
      expect.stringMatching(/b\.test\.ts\n {4}Hook timed out in 30000ms$/),
    ]);
    expect(vitestFailures({ testResults: [] })).toEqual([]);
  });

  it('names failed Playwright tests with their project, keeps flaky ones apart, strips colours', () => {
    const report = {
      suites: [
        {
          title: 'chat.spec.ts',
          specs: [],
          suites: [
            {
              title: 'the widget',
              specs: [
                {
                  title: 'sends',
                  file: 'chat.spec.ts',
                  line: 12,
                  tests: [
                    {
                      projectName: 'pixel-7',
                      status: 'unexpected',
                      results: [
                        { error: { message: '\u001b[31mError: timed out\u001b[39m\nmore' } },
                      ],
                    },
                    { projectName: 'chromium', status: 'flaky', results: [] },
                    { projectName: 'iphone-14', status: 'expected', results: [] },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: global setup failed' }],
    };
    expect(playwrightFailures(report)).toEqual({
      failed: [
        'chat.spec.ts:12 › [pixel-7] the widget › sends\n    Error: timed out',
        '(outside any test)\n    Error: global setup failed',
      ],
      flaky: ['chat.spec.ts:12 › [chromium] the widget › sends'],
    });
  });

  it("adds up each spec file's test time per project, retries included, the longest first", () => {
    /** @param {string} projectName @param {number[]} durations */
    const test = (projectName, ...durations) => ({
      projectName,
      results: durations.map((duration) => ({ duration })),
    });
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          specs: [
            { file: 'a.spec.ts', tests: [test('chromium', 1000), test('pixel-7', 4000)] },
            { file: 'a.spec.ts', tests: [test('chromium', 1500, 2000)] },
          ],
          suites: [
            { title: 'nested', specs: [{ file: 'a.spec.ts', tests: [test('chromium', 500)] }] },
          ],
        },
        { title: 'b.spec.ts', specs: [{ file: 'b.spec.ts', tests: [test('chromium', 200)] }] },
      ],
    };
    expect(playwrightSlowest(report, 2)).toEqual([
      '    5.0 s  3 tests  a.spec.ts [chromium]',
      '    4.0 s  1 tests  a.spec.ts [pixel-7]',
    ]);
  });
});
