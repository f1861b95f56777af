// @ts-check
// A build served as Firebase Hosting's CDN serves it, for Lighthouse: the same files, the
// headers firebase.json gives them, its clean URLs, redirects and the console's rewrite, each
// text file compressed once. What production serves, without starting emulators that would
// share the machine's cores with the browser being measured. The API (`/api/...`) is not
// served: no public page calls it before a visitor acts.
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { lookup } from 'mrmime';
import { ROOT } from '../lib/emulators.mjs';

const compress = promisify(gzip);

/** @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule */
/** @typedef {{ source: string, destination: string, type: number }} Redirect */
/** @typedef {{ source: string, destination?: string }} Rewrite */

/** Hosting's glob (`**`, `*`) as a regular expression over the path. */
export const globToRegExp = (/** @type {string} */ glob) =>
  new RegExp(
    `^${glob
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*')}$`,
  );

/**
 * Serves `publicDir` on a free port of 127.0.0.1 as firebase.json's `hosting` says.
 * @param {string} publicDir
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function serveLikeHosting(publicDir) {
  const config = JSON.parse(await readFile(path.join(ROOT, 'firebase.json'), 'utf8')).hosting;
  /** @type {HeaderRule[]} */
  const headerRules = config.headers ?? [];
  /** @type {Redirect[]} */
  const redirects = config.redirects ?? [];
  /** @type {Rewrite[]} */
  const rewrites = (config.rewrites ?? []).filter((/** @type {Rewrite} */ r) => r.destination);
  /** @type {Map<string, Promise<Buffer>>} */
  const compressed = new Map();

  /** The file a clean URL names, if there is one. */
  async function fileFor(/** @type {string} */ pathname) {
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(publicDir, candidate);
      if (!file.startsWith(publicDir)) return null;
      if ((await stat(file).catch(() => null))?.isFile()) return file;
    }
    const rewrite = rewrites.find((r) => globToRegExp(r.source).test(pathname));
    return rewrite?.destination ? path.join(publicDir, rewrite.destination) : null;
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const redirect = redirects.find((r) => r.source === pathname);
      if (redirect) {
        response.writeHead(redirect.type, { location: redirect.destination }).end();
        return;
      }
      const file = await fileFor(pathname);
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(await readFile(path.join(publicDir, '404.html')).catch(() => ''));
        return;
      }
      /** @type {Record<string, string>} */
      const headers = { 'content-type': lookup(file) ?? 'application/octet-stream' };
      for (const rule of headerRules) {
        if (!globToRegExp(rule.source).test(pathname)) continue;
        for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
      }
      /** @type {Buffer} */
      let body = await readFile(file);
      if (
        /^(text\/|application\/(javascript|json|xml|manifest))|svg/.test(
          headers['content-type'] ?? '',
        )
      ) {
        let once = compressed.get(file);
        if (!once) compressed.set(file, (once = compress(body)));
        body = await once;
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(200, headers).end(body);
    })().catch((error) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('No port to serve on.');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
