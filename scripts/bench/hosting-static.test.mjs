// @ts-check
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globToRegExp, serveLikeHosting } from './hosting-static.mjs';

describe('hosting globs', () => {
  it('match as firebase.json means them', () => {
    expect(globToRegExp('**').test('/services/ppf')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assets/a/b.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/admin/assets/b.js')).toBe(false);
    expect(globToRegExp('/sw.js').test('/swXjs')).toBe(false);
  });
});

describe('a build served as Hosting serves it', () => {
  /** @type {string} */ let dir;
  /** @type {Awaited<ReturnType<typeof serveLikeHosting>>} */ let site;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hosting-static-'));
    await mkdir(path.join(dir, 'services'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, 'admin'));
    await writeFile(path.join(dir, 'services', 'index.html'), '<h1>Services</h1>');
    await writeFile(path.join(dir, 'assets', 'a.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'admin', 'index.html'), '<h1>Console</h1>');
    await writeFile(path.join(dir, '404.html'), '<h1>Not found</h1>');
    site = await serveLikeHosting(dir);
  });
  afterAll(async () => {
    await site.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives clean URLs their page, compressed, with firebase.json’s headers', async () => {
    const response = await fetch(`${site.baseUrl}/services`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('<h1>Services</h1>');
    const asset = await fetch(`${site.baseUrl}/assets/a.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
  });

  it('redirects, rewrites the console and answers 404', async () => {
    const moved = await fetch(`${site.baseUrl}/plans-pricing`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/services']);
    expect(await (await fetch(`${site.baseUrl}/admin/chat/requests`)).text()).toBe(
      '<h1>Console</h1>',
    );
    const missing = await fetch(`${site.baseUrl}/no-such-page`);
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>Not found</h1>']);
  });
});
