// @ts-check
import http from 'node:http';

/**
 * A local stand-in for the external form relay (FormSubmit-style: POST /{email} with
 * urlencoded fields; `_next` is where the browser is sent afterwards). It records every
 * submission so tests can read them back at GET /__submissions.
 * @param {number} port
 */
export function startFormRelay(port) {
  /** @type {{ path: string, fields: Record<string, string>, receivedAt: string }[]} */
  const submissions = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__submissions') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(submissions));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end('This form relay only accepts POST.');
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 100_000) req.destroy();
    });
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      submissions.push({ path: req.url ?? '/', fields, receivedAt: new Date().toISOString() });
      const next = fields._next;
      if (next && /^https?:\/\//.test(next)) {
        res.writeHead(303, { location: next }).end();
      } else {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('Form received.');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        submissions,
        close: () => new Promise((r) => server.close(() => r(undefined))),
      }),
    );
  });
}
