// @ts-check
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStaticFields,
  FIREBASE_CHUNK,
  firebaseBundle,
  moveStaticAssignments,
} from './firebase-bundle.js';
import { RE2JS } from './re2js-stub.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The code of a library build of `source` (an ES module) with `plugins`, unminified. The entry is
 * written inside the repository (.build/), where it resolves `firebase` as the apps do.
 * @param {string} source
 * @param {import('vite').PluginOption[]} plugins
 */
async function buildEntry(source, plugins) {
  const scratch = path.resolve(import.meta.dirname, '../../../.build');
  await mkdir(scratch, { recursive: true });
  const dir = await mkdtemp(path.join(scratch, 'firebase-bundle-'));
  try {
    const entry = path.join(dir, 'entry.js');
    await writeFile(entry, source);
    const output = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins,
      build: { write: false, minify: false, lib: { entry, formats: ['es'] } },
    });
    return (Array.isArray(output) ? output : [output])
      .flatMap((o) => ('output' in o ? o.output : []))
      .map((chunk) => ('code' in chunk ? chunk.code : ''))
      .join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the Firebase bundle settings', { timeout: 60_000 }, () => {
  it('given a build with firebaseBundle(), re2js is replaced by the stub', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'firebase-bundle-'));
    try {
      const entry = path.join(dir, 'entry.js');
      await writeFile(
        entry,
        "import { RE2JS } from 're2js';\nexport const matches = (p, s) => RE2JS.compile(p).matches(s);\n",
      );
      const output = await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins: [firebaseBundle()],
        build: { write: false, minify: false, lib: { entry, formats: ['es'] } },
      });
      const code = (Array.isArray(output) ? output : [output])
        .flatMap((o) => ('output' in o ? o.output : []))
        .map((chunk) => ('code' in chunk ? chunk.code : ''))
        .join('\n');
      expect(code).toContain('re2js is left out of this bundle');
      // A message of re2js's own parser: none of the real library came along.
      expect(code).not.toContain('missing argument to repetition operator');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('given a call to the stub, it logs an error and throws one naming the alias', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => RE2JS.compile()).toThrow(/re2js is left out of this bundle.*firebase-bundle\.js/);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/re2js is left out/));
  });

  it('Firestore’s browser build imports from re2js nothing but what the stub provides', async () => {
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve('@firebase/firestore/package.json'));
    const files = (await readdir(path.join(dist, 'dist'))).filter((f) => f.endsWith('.esm.js'));
    const imported = new Set();
    for (const file of files) {
      const code = await readFile(path.join(dist, 'dist', file), 'utf8');
      for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]re2js['"]/g)) {
        for (const name of names?.split(',') ?? []) imported.add(name.trim().split(/\s+as\s+/)[0]);
      }
    }
    expect([...imported]).toEqual(['RE2JS']);
  });

  it('keeps Firebase in one chunk, apart from App Check and Messaging (with Installations), which load on demand', () => {
    const nm = '/repo/node_modules';
    expect(FIREBASE_CHUNK.test(`${nm}/@firebase/firestore/dist/index.esm.js`)).toBe(true);
    expect(FIREBASE_CHUNK.test(`${nm}/firebase/auth/dist/esm/index.esm.js`)).toBe(true);
    expect(FIREBASE_CHUNK.test(`${nm}/idb/build/index.js`)).toBe(true);
    expect(FIREBASE_CHUNK.test('/repo/packages/core/build/re2js-stub.js')).toBe(true);
    expect(FIREBASE_CHUNK.test(`${nm}/@firebase/app-check/dist/esm/index.esm.js`)).toBe(false);
    expect(FIREBASE_CHUNK.test(`${nm}/firebase/app-check/dist/esm/index.esm.js`)).toBe(false);
    expect(FIREBASE_CHUNK.test(`${nm}/@firebase/messaging/dist/esm/index.esm.js`)).toBe(false);
    expect(FIREBASE_CHUNK.test(`${nm}/@firebase/installations/dist/esm/index.esm.js`)).toBe(false);
    expect(FIREBASE_CHUNK.test(`${nm}/react/index.js`)).toBe(false);
  });

  it('given static assignments after top-level classes, moves literal ones into the classes, lines in place', () => {
    const code = [
      'class Provider extends Base {',
      '    constructor() { super(); }',
      '}',
      'Provider.ID = "google.com" /* ProviderId.GOOGLE */;',
      "Provider.METHOD = 'google.com';",
      'Provider.list = [];',
      'Provider.made = new Provider();',
      'other.flag = true;',
      'const Named = class {};',
      'Named.value = null;',
      '',
    ].join('\n');
    const { code: out, moved } = moveStaticAssignments(code);
    expect(moved).toEqual(['Provider.ID', 'Provider.METHOD', 'Provider.list']);
    expect(out.split('\n')).toEqual([
      'class Provider extends Base { static ID = "google.com"; static METHOD = \'google.com\'; static list = [];',
      '    constructor() { super(); }',
      '}',
      '',
      '',
      '',
      'Provider.made = new Provider();',
      'other.flag = true;',
      'const Named = class {};',
      'Named.value = null;',
      '',
    ]);
  });

  it('given a build that signs in anonymously only, authStaticFields() leaves out Auth’s popup and providers', async () => {
    const source =
      "export { indexedDBLocalPersistence, signInAnonymously } from 'firebase/auth';\n";
    const without = await buildEntry(source, [firebaseBundle()]);
    const withIt = await buildEntry(source, [firebaseBundle(), authStaticFields()]);
    // Firebase's Auth still sets its classes' statics after them (else the plugin has no effect
    // and this test says so): the popup's error and Google's provider id came along without it.
    expect(without).toContain('popup-closed-by-user');
    expect(without).toContain('GoogleAuthProvider.PROVIDER_ID = "google.com"');
    expect(withIt).not.toContain('popup-closed-by-user');
    expect(withIt).not.toContain('GoogleAuthProvider');
    // What the build keeps keeps its statics, as fields now.
    expect(withIt).toMatch(/var IndexedDBLocalPersistence = class \{\s+static type = "LOCAL";/);
    expect(withIt.length).toBeLessThan(without.length - 20_000);
  });

  it('given a build that uses a provider, authStaticFields() keeps its static fields', async () => {
    const code = await buildEntry("export { GoogleAuthProvider } from 'firebase/auth';\n", [
      firebaseBundle(),
      authStaticFields(),
    ]);
    expect(code).toMatch(
      /class GoogleAuthProvider extends BaseOAuthProvider \{\s+static GOOGLE_SIGN_IN_METHOD = "google.com";\s+static PROVIDER_ID = "google.com";/,
    );
    expect(code).not.toMatch(/^GoogleAuthProvider\.PROVIDER_ID =/m);
  });
});
