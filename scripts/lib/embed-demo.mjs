// @ts-check
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';

/** Where `npm start` serves the embedding demo: another origin than the site's. */
export const EMBED_DEMO_PORT = 5050;

/**
 * The embedding demo (scripts/embed-demo/index.html): another site's page with the snippet from
 * docs/embedding.md, served on its own port (`localhost`, so another origin and another site
 * than the site's 127.0.0.1) under the Content-Security-Policy that page documents. Every path
 * serves the page, as a single-page app's server would.
 * `scriptType: 'module'` swaps the snippet's classic `async` script for `type="module"` (the
 * form builds before the classic one worked need; the benchmark of opening the chat uses it).
 * @param {{ port: number, widgetOrigin: string, firestoreHost: string, authHost: string, scriptType?: 'classic' | 'module' }} options
 */
export async function startEmbedDemo({
  port,
  widgetOrigin,
  firestoreHost,
  authHost,
  scriptType = 'classic',
}) {
  const page = await readFile(new URL('../embed-demo/index.html', import.meta.url), 'utf8');
  const template =
    scriptType === 'module'
      ? page.replace(
          /<script\s+async(\s+src="__WIDGET_ORIGIN__\/widget\/)/,
          '<script type="module"$1',
        )
      : page;
  if (template === page && scriptType === 'module') {
    throw new Error('The embedding demo has no classic async widget script to make a module.');
  }
  const server = http.createServer((req, res) => {
    const nonce = randomBytes(16).toString('base64');
    const csp = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}' ${widgetOrigin}`,
      "style-src 'unsafe-inline'",
      `connect-src http://${firestoreHost} http://${authHost}`,
      // blob: for the photos in the conversation (docs/embedding.md).
      'img-src data: blob:',
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
    ].join('; ');
    const html = template
      .replaceAll('__NONCE__', nonce)
      .replaceAll('__WIDGET_ORIGIN__', widgetOrigin);
    res.writeHead(req.method === 'GET' ? 200 : 405, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'cache-control': 'no-store',
    });
    res.end(req.method === 'GET' ? html : '');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
