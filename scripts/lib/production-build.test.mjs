// @ts-check
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localAppEnv } from './app-env.mjs';
import { DEFAULT_PORTS } from './ports.mjs';
import { buildProduction, findEmulatorTraces, tracesIn } from './production-build.mjs';
import { VALID_PRODUCTION_ENV } from './production-env-fixture.mjs';

const local = localAppEnv(DEFAULT_PORTS);

describe('tracesIn', () => {
  it.each([
    ['a canonical URL of the local site', '<link rel="canonical" href="http://127.0.0.1:5000/" />'],
    ['a localhost address with a port', 'fetch("http://localhost:9099/")'],
    ['the demo project', '{projectId:"demo-detailing"}'],
    ['the demo API key', '{apiKey:`demo-api-key`}'],
    ["a test's own demo project", 'projects/demo-chat-1a2b3c4d/databases'],
    ["the emulators' app id", '{appId:"1:000000000000:web:0000000000000000000000"}'],
    [
      'an inlined emulator variable',
      'VITE_FIRESTORE_EMULATOR_HOST:`firestore.example:8080`,VITE_AUTH_EMULATOR_URL:void 0',
    ],
    ['an emulator host in a config object', '{firestoreEmulatorHost:"fs.internal:1234"}'],
    ['an emulator port on its own', 'connect(host,"9099")'],
    ['a bare 127.0.0.1', 'const host = "127.0.0.1";'],
    ['a bare localhost', 'location.hostname==="localhost"'],
  ])('finds %s', (_, text) => {
    expect(tracesIn(text)).not.toEqual([]);
  });

  it('names what it found, with the text around it', () => {
    expect(tracesIn('x;{projectId:"demo-detailing"};y')).toEqual([
      { what: 'a demo- project, key or id', excerpt: 'x;{projectId:"demo-detailing"};y' },
    ]);
  });

  it.each([
    ["Firebase Auth's OAuth helper default", 'var qr=`http://localhost`,Jr=class e extends Gr{}'],
    [
      "chat-core's defaults, used only when an emulator host is configured",
      'if(t.firestoreEmulatorHost){let[e=`127.0.0.1`,n=`8080`]=t.firestoreEmulatorHost.split(`:`)}',
    ],
    ['an emulator variable left undefined', 'VITE_FIRESTORE_EMULATOR_HOST:void 0'],
    ["the Firebase SDK's mock-token project", 'r=t||`demo-project`'],
    ['production hosts and ports', 'https://firestore.googleapis.com:443/ and :8080 in a sentence'],
  ])('lets %s pass', (_, text) => {
    expect(tracesIn(text)).toEqual([]);
  });
});

describe('findEmulatorTraces', () => {
  /** @type {string} */
  let dir;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('searches every file in every folder, not only scripts', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'traces-'));
    await mkdir(path.join(dir, 'admin/assets'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<p>clean</p>');
    await writeFile(path.join(dir, 'sitemap.xml'), '<loc>http://127.0.0.1:5000/services</loc>');
    await writeFile(path.join(dir, 'admin/assets/env-a.js'), 'export const p="demo-detailing";');
    const traces = await findEmulatorTraces(dir);
    expect(traces.map((t) => t.file).sort()).toEqual([
      path.join('admin/assets/env-a.js'),
      'sitemap.xml',
    ]);
  });
});

describe('a production build', () => {
  /** @type {string} */
  let outDir;
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  // The whole build (site, widget, console) into a temp folder: ~10-20 s with the image cache
  // warm; a fresh clone encodes the images first (about a minute on 2 cores; the build step of
  // `npm test` then finds them cached).
  it('carries the production config and nothing of the emulators, even when the shell has them', async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'production-build-'));
    // As if the local stack's settings were exported in this shell: the build sets them aside.
    const before = { ...process.env };
    Object.assign(process.env, local);
    try {
      await buildProduction({ env: { ...VALID_PRODUCTION_ENV }, outDir });
    } finally {
      for (const name of Object.keys(local)) {
        if (before[name] === undefined) Reflect.deleteProperty(process.env, name);
        else process.env[name] = before[name];
      }
    }
    // buildProduction fails on any trace; search again here so the test says it outright.
    expect(await findEmulatorTraces(outDir)).toEqual([]);

    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="https://www.harbourheathdetailing.co.uk/"');
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://www.harbourheathdetailing.co.uk/services</loc>');
    // The console and the widget were built with the production Firebase project.
    const { readdir } = await import('node:fs/promises');
    const assets = async (/** @type {string} */ folder) => {
      const names = await readdir(path.join(outDir, folder));
      const texts = await Promise.all(
        names
          .filter((n) => n.endsWith('.js'))
          .map((n) => readFile(path.join(outDir, folder, n), 'utf8')),
      );
      return texts.join('\n');
    };
    for (const folder of ['admin/assets', 'widget/assets']) {
      const code = await assets(folder);
      expect(code).toContain(VALID_PRODUCTION_ENV.VITE_FIREBASE_PROJECT_ID);
      expect(code).toContain(VALID_PRODUCTION_ENV.VITE_FIREBASE_API_KEY);
    }
  }, 240_000);

  it('leaves the VITE_* settings of the calling process as they were', () => {
    expect(process.env.VITE_FIREBASE_PROJECT_ID).toBe(undefined);
  });
});
