// @ts-check
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIREBASE_CHUNK, firebaseBundle } from './firebase-bundle.js';
import { RE2JS } from './re2js-stub.js';

afterEach(() => {
  vi.restoreAllMocks();
});

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
    expect(FIREBASE_CHUNK.test('/repo/packages/chat-core/build/re2js-stub.js')).toBe(true);
    expect(FIREBASE_CHUNK.test(`${nm}/@firebase/app-check/dist/esm/index.esm.js`)).toBe(false);
    expect(FIREBASE_CHUNK.test(`${nm}/firebase/app-check/dist/esm/index.esm.js`)).toBe(false);
    expect(FIREBASE_CHUNK.test(`${nm}/@firebase/messaging/dist/esm/index.esm.js`)).toBe(false);
    expect(FIREBASE_CHUNK.test(`${nm}/@firebase/installations/dist/esm/index.esm.js`)).toBe(false);
    expect(FIREBASE_CHUNK.test(`${nm}/react/index.js`)).toBe(false);
  });
});
