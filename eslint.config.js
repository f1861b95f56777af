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
      // The npm packages only: `@detailing/core/firebase` is the sanctioned way in.
      regex: '^firebase(-admin)?(/|$)',
      message:
        "Import Firebase only in a core feature's firebase/, admin/src/lib/firebase, functions, the publisher, scripts or tests.",
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
      regex:
        '^(\\.\\./)+(packages/)?(site|site-content|admin|chat-widget|core|ui|functions)/src(/|$)',
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

/**
 * Test support stays out of the product (docs/architecture.md, "Test support"): core's
 * `testing` entry point (the memory backend, fixtures, contract suites) and any package's
 * `src/testing/` folder are for tests, harnesses and scripts only.
 */
const testSupport = {
  patterns: [
    {
      regex: '^@detailing/[^/]+/testing(/|$)|^\\.{1,2}/(.*/)?testing(/|$)',
      message: 'Test support (testing/) is for tests: product code does not import it.',
    },
  ],
};

/** Where the rules above do not apply as written: tests and test support. */
const TESTS = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test.mjs',
  '**/*.test.js',
  'packages/*/src/testing/**',
];

/** Our own rules (lint/). */
const house = {
  rules: {
    'declared-workspace-deps': declaredWorkspaceDeps,
    'feature-boundaries': featureBoundaries,
  },
};

/**
 * Collections are named once, in core's `collections.js` (plain JS, so the scripts import it
 * too: `@detailing/core/collections`): a collection or document path spelled as a string
 * elsewhere is refused (issue #43).
 */
const namedCollections = [
  {
    selector:
      'CallExpression[callee.property.name=/^(collection|collectionGroup)$/] > Literal.arguments',
    message: 'Name the collection with its constant from @detailing/core/collections.',
  },
  {
    selector: 'CallExpression[callee.name=/^(collection|collectionGroup)$/] > Literal.arguments',
    message: 'Name the collection with its constant from @detailing/core/collections.',
  },
  {
    selector:
      'CallExpression[callee.property.name="doc"][arguments.length=1] > :matches(Literal[value=/\\//], TemplateLiteral:has(TemplateElement[value.raw=/^[a-zA-Z]+\\//])).arguments',
    message: 'Build the path from the constants of @detailing/core/collections.',
  },
];

/**
 * Where scripts, the publisher and the e2e specs reach Firestore, paths spelled in other ways
 * too (issue #43): a template (`chatSessions/${id}/messages`) where the path is chained from
 * constants, and the web SDK's `doc(db, 'chatSessions', id)` (a literal as the segment after
 * the database or a document: with three arguments or more, that one names a collection).
 */
const chainedPaths = [
  {
    selector:
      'CallExpression:matches([callee.property.name=/^(collection|collectionGroup)$/], [callee.name=/^(collection|collectionGroup)$/]) > TemplateLiteral.arguments',
    message:
      'Chain the path from @detailing/core/collections: .collection(SESSIONS).doc(id).collection(MESSAGES).',
  },
  {
    selector:
      'CallExpression[callee.name="doc"][arguments.length>=3] > Literal.arguments:nth-child(2)',
    message: 'Name the collection with its constant from @detailing/core/collections.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.build/**',
      '**/.cache/**',
      'functions/lib/**',
      'publisher/lib/**',
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...firebaseImports.patterns,
            ...packageFences.patterns,
            ...testSupport.patterns,
          ],
        },
      ],
    },
  },
  {
    // The functions: the same test-support fence (they may import Firebase's Admin SDK).
    files: ['functions/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', testSupport] },
  },
  {
    // The publisher: the package fences and test support's (it may import the Admin SDK).
    files: ['publisher/src/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...packageFences.patterns, ...testSupport.patterns] },
      ],
    },
  },
  {
    files: [
      'packages/**/*.{ts,tsx,js,mjs}',
      'functions/**/*.{ts,js,mjs}',
      'publisher/**/*.{ts,js,mjs}',
    ],
    plugins: { house },
    rules: {
      'house/declared-workspace-deps': 'error',
      'house/feature-boundaries': 'error',
    },
  },
  {
    // The allowed Firebase entry points of the product.
    files: [
      'packages/core/src/*/firebase/**',
      'packages/core/src/firebase.ts',
      'packages/admin/src/lib/firebase/**',
      'packages/admin/src/sw/**',
    ],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...packageFences.patterns, ...testSupport.patterns] },
      ],
    },
  },
  {
    // Tests and test support may use Firebase and test support.
    files: TESTS,
    rules: { 'no-restricted-imports': ['error', packageFences] },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...namedCollections] },
  },
  {
    files: ['scripts/**', 'e2e/**', 'publisher/**'],
    rules: { 'no-restricted-syntax': ['error', ...namedCollections, ...chainedPaths] },
  },
  {
    // The functions' transactions share one retry policy (functions/src/transactions.ts).
    files: ['functions/src/**'],
    ignores: ['functions/src/transactions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...namedCollections,
        {
          selector: 'CallExpression[callee.property.name="runTransaction"]',
          message: 'Use inTransaction (functions/src/transactions.ts): one retry policy.',
        },
      ],
    },
  },
  {
    // core is framework-free.
    files: ['packages/core/src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(react|react-dom)(\\/|$)/]',
          message: 'core has no React: bind its stores in the apps.',
        },
        {
          // But site-content: the content's schema and the site's structure, a leaf itself.
          selector: 'ImportDeclaration[source.value=/^@detailing\\/(?!site-content(\\/|$))/]',
          message: 'core imports no package of ours but site-content.',
        },
        ...namedCollections,
      ],
    },
  },
  {
    // The site's content is data and its schema: valibot and its own modules, nothing else.
    files: ['packages/site-content/src/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageFences.patterns,
            {
              regex: '^(?!\\.{1,2}/|valibot$)',
              message:
                'The site content imports only valibot and its own modules: the editor, the build and the functions all read it.',
            },
          ],
        },
      ],
    },
  },
  {
    // core's domain (each feature's domain/, and their entry) is what the functions bundle:
    // it imports nothing but the domain.
    files: ['packages/core/src/*/domain/**', 'packages/core/src/domain.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Its own folder, another feature's domain/ (or, from the entry, each feature's),
              // and what the functions bundle with it: valibot and the site's content.
              regex:
                '^(?!\\./[\\w.-]+$|\\./[\\w-]+/domain/[\\w.-]+$|\\.\\./\\.\\./[\\w-]+/domain/[\\w.-]+$|valibot$|@detailing/site-content(/|$))',
              message:
                "core's domain imports only domain modules (./, ../../<feature>/domain/), valibot and site-content: no Firebase, no stores, no other packages.",
            },
          ],
        },
      ],
    },
  },
);
