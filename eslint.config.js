// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': ['error', firebaseImports],
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
    rules: { 'no-restricted-imports': 'off' },
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
