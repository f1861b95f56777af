import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-report.mjs';

describe("npm test's summary of what failed", () => {
  it('names each failed Vitest test with the first line of its error, and files failed outside tests', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/packages/chat-core/src/a.test.ts`,
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
      'packages/chat-core/src/a.test.ts › sessions creates one\n    AssertionError: expected 1 to be 2',
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
});
