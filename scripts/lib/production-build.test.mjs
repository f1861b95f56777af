// @ts-check
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findEmulatorTraces, productionProblems, tracesIn } from './production-build.mjs';
import { VALID_PRODUCTION_ENV } from './production-env-fixture.mjs';

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
      "core's defaults, used only when an emulator host is configured",
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

describe('productionProblems', () => {
  /** @type {string} */
  let dir;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A build output in miniature, with the given home page and console code. */
  async function build(/** @type {{ home: string, admin: string }} */ { home, admin }) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'production-problems-'));
    await mkdir(path.join(dir, 'admin/assets'), { recursive: true });
    await mkdir(path.join(dir, 'widget/assets'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), home);
    await writeFile(path.join(dir, 'sitemap.xml'), `<loc>${SITE}/services</loc>`);
    await writeFile(path.join(dir, 'admin/assets/index-a.js'), admin);
    await writeFile(path.join(dir, 'widget/assets/panel-b.js'), CONFIGURED);
    return dir;
  }
  const SITE = VALID_PRODUCTION_ENV.VITE_SITE_URL;
  const CONFIGURED = `{apiKey:"${VALID_PRODUCTION_ENV.VITE_FIREBASE_API_KEY}",projectId:"${VALID_PRODUCTION_ENV.VITE_FIREBASE_PROJECT_ID}"}`;

  it('passes a build that carries the site URL and the Firebase config', async () => {
    const out = await build({
      home: `<link rel="canonical" href="${SITE}/" />`,
      admin: CONFIGURED,
    });
    expect(await productionProblems(out, { ...VALID_PRODUCTION_ENV })).toEqual([]);
  });

  it('names each thing missing', async () => {
    const out = await build({
      home: '<link rel="canonical" href="http://127.0.0.1:5000/" />',
      admin: '{apiKey:"demo-api-key",projectId:"demo-detailing"}',
    });
    expect(await productionProblems(out, { ...VALID_PRODUCTION_ENV })).toEqual([
      `index.html: no canonical link to ${SITE}/`,
      `admin/assets: no VITE_FIREBASE_PROJECT_ID (${VALID_PRODUCTION_ENV.VITE_FIREBASE_PROJECT_ID})`,
      `admin/assets: no VITE_FIREBASE_API_KEY (${VALID_PRODUCTION_ENV.VITE_FIREBASE_API_KEY})`,
    ]);
  });
});
