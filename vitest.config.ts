import { availableParallelism } from 'node:os';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { imageManifestHalves } from './packages/site/build/images/manifest-halves.mjs';
import { findChromium } from './scripts/lib/chromium.mjs';

/**
 * Three projects: `unit` runs anywhere with no services; `component` renders components in real
 * Chromium (Vitest browser mode), the `*.browser.test.tsx` files beside them; `emulator` needs
 * the Firestore and Auth emulators, which `npm test` starts on free ports and passes in through
 * the environment.
 */
const chromium = findChromium({ headless: true }).executablePath;

/**
 * The files that take far longer than the rest, longest first: each is one sequence of tests,
 * so the step cannot end before it does. Vitest starts the files it has timed longest first, but
 * on a fresh clone (CI) it has no timings and starts the largest files first: the Firestore
 * contract suite, a small file of 50 s then, started last and ran alone for 45 s at the end of
 * the emulator step. In the unit step, the memory contract ran last, 7 s after all the rest.
 */
const LONGEST_FIRST = [
  // unit: the memory backend's contract waits out real intervals (12 s).
  /memory\.contract\.test\.ts$/,
  // emulator
  /launcher\.emulator\.test\.mjs$/,
  /trigger-runner\.emulator\.test\.mjs$/,
  /publish-request\.emulator\.test\.ts$/,
  /firebase\.contract\.emulator\.test\.ts$/,
];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Vitest runs one project's files after another's: keep its order of projects, and within
    // each, of the files not named above (the sort is stable).
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const project = (file: TestSpecification) => projects.indexOf(file.project.name);
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}

export default defineConfig({
  // The site's image manifest in halves, as its build serves it (once a build has written it).
  plugins: [imageManifestHalves()],
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Two files at once even on 2 cores (Vitest's default is one fewer than the cores):
          // the memory backend's contract spends most of its 12 s waiting out real intervals.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // Files share a worker's modules instead of each importing them afresh: 11 CPU-s
          // instead of 27, the step 14 s instead of 21. No test relies on a module's first state
          // (all passed in five runs with the files shuffled: --sequence.shuffle.files); one
          // that stubs a global, an env var or the timers undoes it in afterEach.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/build/**/*.test.mjs',
            'functions/src/**/*.test.ts',
            'publisher/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'lint/**/*.test.mjs',
          ],
          exclude: [
            '**/*.emulator.test.{ts,mjs}',
            '**/*.browser.test.{ts,tsx}',
            '**/node_modules/**',
          ],
        },
      },
      {
        extends: true,
        // Pre-bundled before the first test file, so no test waits for (or reloads on) Vite
        // discovering a dependency halfway through the run.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom/client',
            'zustand',
            'zustand/vanilla',
            '@radix-ui/react-dialog',
            '@radix-ui/react-toast',
            'downshift',
            'wouter',
            'wouter/memory-location',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'component',
          // Two pages at once even on 2 cores: much of a test is waiting for the next frame.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                ...(chromium ? { executablePath: chromium } : {}),
                args: ['--no-sandbox'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            // Screenshots of failures go nowhere near the sources.
            screenshotDirectory: '.build/component-screenshots',
          },
          // Where Vitest copies them for its report (by default .vitest-attachments/ at the root).
          attachmentsDir: '.build/component-attachments',
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          // Files share a worker's modules (Firebase, the Admin SDK, rules-unit-testing) instead
          // of each importing them afresh: the step took 78-83 s and 162-174 CPU-s, against 89-95 s
          // and 188-203 (two runs each, 2 cores); all passed with the files shuffled. Each file
          // uses Firestore projects of its own and deletes its Firebase apps when it ends (the
          // rules files through rulesEnvironmentForFile).
          isolate: false,
          include: ['**/*.emulator.test.ts', 'scripts/**/*.emulator.test.mjs'],
          exclude: ['**/node_modules/**'],
          // Three files at once even on 2 cores (Vitest's default is one fewer than the cores):
          // the launcher's tests spend a minute waiting for stacks to start and stop, and the
          // rules tests beside them mostly wait for the emulator (82 s with two, 72 s with
          // three, measured twice each). Every file has Firestore projects of its own.
          maxWorkers: Math.max(3, availableParallelism() - 1),
          // Hang guards, not budgets: with a CPU hog beside the suite, 8 transactions at once on
          // one document took over 20 s on the emulator (issue #43). A slower machine gets a
          // slower green run.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A snapshot from the emulator over the network, beside another test file: Vitest's
          // 1 s default for expect.poll timed out once in a clean-clone CI run.
          expect: { poll: { timeout: 10_000 } },
          // On a loaded 2-core CI machine a Firestore listener has stalled once in a while; one
          // retry keeps CI meaningful, and vitest reports the retried test (see CONTRIBUTING).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
