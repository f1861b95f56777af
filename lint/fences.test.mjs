// @ts-check
// The fences of eslint.config.js, tried with the real config on code that breaks each of them.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/**
 * The rules that fire on `code` as if it were the file at `file` (relative to the root).
 * @param {string} file
 * @param {string} code
 */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// The first lint loads the config and the TypeScript parser: seconds on a busy machine.
describe('the lint fences', { timeout: 60_000 }, () => {
  it('refuse a path into another package’s src/', async () => {
    expect(
      await problems(
        'packages/admin/src/app/probe.ts',
        "export { business } from '../../../site/src/content/business';\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*by its name \(@detailing/)]);
    expect(
      await problems('packages/admin/vite.config.ts', "export * from '../ui/src/business.js';\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*not by a path into its src/)]);
  });

  it('refuse a collection or document path spelled as a string, in scripts, functions and core', async () => {
    const spelled = [
      "await db.collection('chatSessions').get();",
      "await db.collectionGroup('messages').get();",
      'await db.doc(`requests/${id}`).get();',
      "await db.doc('settings/chat').get();",
    ];
    for (const file of ['scripts/lib/probe.mjs', 'functions/src/probe.ts']) {
      for (const line of spelled) {
        expect(
          await problems(file, `export const id = '1';\nconst db = globalThis.db;\n${line}\n`),
          line,
        ).toEqual([
          expect.stringMatching(/^no-restricted-syntax: .*@detailing\/core\/collections/),
        ]);
      }
    }
    // The modular SDK in core, which names them from its domain.
    expect(
      await problems(
        'packages/core/src/chat/firebase/probe.ts',
        "import { collection, type Firestore } from 'firebase/firestore';\nexport const of = (db: Firestore) => collection(db, 'chatSessions');\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-syntax: .*@detailing\/core\/collections/)]);
    // A document id alone is no path.
    expect(
      await problems(
        'scripts/lib/probe.mjs',
        'export const i = 1;\nconst db = globalThis.db;\nawait db.collection(db.name).doc(`s${i}`).get();\n',
      ),
    ).toEqual([]);
  });

  it('refuse, in scripts, the publisher and e2e, a path spelled as a template or as a web SDK segment', async () => {
    const collections = /^no-restricted-syntax: .*@detailing\/core\/collections/;
    const spelled = [
      'await db.collection(`chatSessions/${id}/messages`).get();',
      "const doc = globalThis.doc;\nexport const ref = doc(db, 'chatSessions', id);",
      "const doc = globalThis.doc;\nexport const ref = doc(db.doc(id), 'messages', id);",
    ];
    for (const file of ['scripts/lib/probe.mjs', 'publisher/src/probe.ts', 'e2e/probe.ts']) {
      for (const line of spelled) {
        expect(
          await problems(file, `export const id = '1';\nconst db = globalThis.db;\n${line}\n`),
          `${file}: ${line}`,
        ).toEqual([expect.stringMatching(collections)]);
      }
    }
    // Chained from the constants, or a document id given alone: no path spelled.
    expect(
      await problems(
        'e2e/probe.ts',
        "import { doc } from 'firebase/firestore';\nimport { MESSAGES, SESSIONS } from '@detailing/core/collections';\nconst db = globalThis.db;\nexport const a = db.collection(SESSIONS).doc('s1').collection(MESSAGES);\nexport const b = doc(db, SESSIONS, 's1');\nexport const c = doc(a, 'm1');\n",
      ),
    ).toEqual([]);
  });

  it('refuse a transaction in the functions outside their one retry policy', async () => {
    expect(
      await problems(
        'functions/src/probe.ts',
        "import type { Firestore } from 'firebase-admin/firestore';\nexport const run = (db: Firestore) => db.runTransaction(async () => 1);\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-syntax: Use inTransaction/)]);
  });

  it('refuse a product import of scripts/', async () => {
    expect(
      await problems(
        'packages/site/src/lib/probe.ts',
        "export * from '../../../../scripts/lib/ports.mjs';\n",
      ),
    ).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*The product does not import scripts/),
    ]);
  });

  it('refuse a workspace package the importer does not declare', async () => {
    // The site declares @detailing/ui but not @detailing/admin.
    expect(
      await problems(
        'packages/site/src/lib/probe.ts',
        "export { toast } from '@detailing/ui';\nexport const sw = () => import('@detailing/admin/sw');\n",
      ),
    ).toEqual([
      "house/declared-workspace-deps: '@detailing/admin' is not declared in packages/site/package.json: add it to its dependencies.",
    ]);
  });

  it('keep features apart, and the shared layers below them', async () => {
    expect(
      await problems(
        'packages/site/src/features/contact/probe.ts',
        "export { Hero } from '../home/hero/hero';\nexport { Logo } from '../layout/logo';\n",
      ),
    ).toEqual([
      "house/feature-boundaries: Feature 'contact' imports feature 'home': move what they share to components/ or lib/.",
      "house/feature-boundaries: Feature 'contact' imports feature 'layout': move what they share to components/ or lib/.",
    ]);
    expect(
      await problems(
        'packages/admin/src/lib/probe.ts',
        "export { App } from '../app/app';\nexport { useOnline } from '@detailing/ui';\n",
      ),
    ).toEqual([
      "house/feature-boundaries: lib/ is shared by the features and imports none of them (nor app/): '../app/app'.",
    ]);
  });

  it('let a feature use its own files, the shared layers and declared packages', async () => {
    expect(
      await problems(
        'packages/site/src/features/contact/probe.ts',
        "export { CallbackForm } from '../../components/forms/callback-form';\nexport { business } from '@detailing/ui';\nexport { default as styles } from './contact-page.module.css';\n",
      ),
    ).toEqual([]);
  });

  it('refuse test support in product code, in every package and the functions', async () => {
    const refused = /^no-restricted-imports: .*Test support \(testing\/\) is for tests/;
    expect(
      await problems(
        'packages/admin/src/features/chat/probe.tsx',
        "export { createMemoryChat } from '@detailing/core/testing';\n",
      ),
    ).toEqual([expect.stringMatching(refused)]);
    expect(
      await problems(
        'packages/core/src/chat/firebase/probe.ts',
        "export { alwaysOpenSettings } from '../testing/settings.js';\n",
      ),
    ).toEqual([expect.stringMatching(refused)]);
    expect(
      await problems(
        'packages/chat-widget/src/loader/probe.js',
        "export { renderPanel } from '../testing/panel-harness';\n",
      ),
    ).toEqual([expect.stringMatching(refused)]);
    expect(
      await problems(
        'functions/src/probe.ts',
        "export { alwaysOpenSettings } from '@detailing/core/testing';\n",
      ),
    ).toEqual([expect.stringMatching(refused)]);
    // Tests and the test support itself may.
    expect(
      await problems(
        'packages/admin/src/features/chat/probe.browser.test.tsx',
        "export { createMemoryChat } from '@detailing/core/testing';\n",
      ),
    ).toEqual([]);
  });

  it("keep core's domain free of Firebase, stores and packages", async () => {
    expect(
      await problems(
        'packages/core/src/chat/domain/probe.ts',
        "export { doc } from 'firebase/firestore';\nexport { createSendSpacer } from '../send-spacing';\nexport { MESSAGES } from '../../shared/domain/collections';\nexport { validateMessage } from './validation';\n",
      ),
    ).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*domain imports only domain modules/),
      expect.stringMatching(/^no-restricted-imports: .*domain imports only domain modules/),
    ]);
  });
});
