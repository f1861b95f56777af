// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { declaredWorkspaceDeps } from './lint/declared-workspace-deps.js';
import { featureBoundaries } from './lint/feature-boundaries.js';

/** Firebase is imported in a few named places only (ARCHITECTURE.md, "Dependency direction"). */
const firebaseImports = {
  patterns: [
    {
      // The npm packages only: `@detailing/chat-core/firebase` is the sanctioned way in.
      regex: '^firebase(-admin)?(/|$)',
      message:
        'Import Firebase only in chat-core/src/firebase, admin/src/lib/firebase, functions, scripts or tests.',
    },
  ],
};

/**
 * The fences between packages (docs/architecture.md, "Import directions"): a package reaches
 * another only by its name, declared in its package.json, and nothing of the product imports the
 * stack and test scripts in scripts/.
 */
const packageFences = {
  patterns: [
    {
      regex: '^(\\.\\./)+(packages/)?(site|admin|chat-widget|chat-core|ui|functions)/src(/|$)',
      message:
        'Import another package by its name (@detailing/...), declared in package.json, not by a path into its src/.',
    },
    {
      regex: '^(\\.\\./)+scripts/',
      message:
        'The product does not import scripts/ (the local stack, the test runner, the bench).',
    },
  ],
};

/** Our own rules (lint/). */
const house = {
  rules: {
    'declared-workspace-deps': declaredWorkspaceDeps,
    'feature-boundaries': featureBoundaries,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.build/**',
      '**/.cache/**',
      'functions/lib/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [...firebaseImports.patterns, ...packageFences.patterns] },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}', 'functions/**/*.{ts,js,mjs}'],
    plugins: { house },
    rules: {
      'house/declared-workspace-deps': 'error',
      'house/feature-boundaries': 'error',
    },
  },
  {
    // The allowed Firebase entry points.
    files: [
      'packages/chat-core/src/firebase/**',
      'packages/admin/src/lib/firebase/**',
      'packages/admin/src/sw/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', packageFences] },
  },
  {
    // chat-core is framework-free.
    files: ['packages/chat-core/src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(react|react-dom)(\\/|$)/]',
          message: 'chat-core has no React: bind its stores in the apps.',
        },
        {
          selector: 'ImportDeclaration[source.value=/^@detailing\\//]',
          message: 'chat-core imports no package of ours.',
        },
      ],
    },
  },
);
