// @ts-check
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { INBOUND_PATH, mailgunReplyForm, postInboundReply } from './inbound-mail.mjs';

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('the local stack’s Mailgun reply (npm run mail:reply)', () => {
  it('is signed as Mailgun signs: HMAC-SHA256 of timestamp + token with the signing key', () => {
    const form = mailgunReplyForm({
      recipient: 'reply+abc12345.0123456789abcdef0123@reply.localhost',
      from: 'Sam <sam@example.com>',
      text: 'Thursday please.',
      signingKey: 'key',
      now: Date.UTC(2026, 10, 28, 14, 0, 0),
    });
    const timestamp = form.get('timestamp') ?? '';
    const token = form.get('token') ?? '';
    expect(timestamp).toBe(String(Date.UTC(2026, 10, 28, 14, 0, 0) / 1000));
    // Mailgun's tokens are 50 characters, new for each post.
    expect(token).toMatch(/^[0-9a-f]{50}$/);
    expect(form.get('signature')).toBe(
      createHmac('sha256', 'key')
        .update(timestamp + token)
        .digest('hex'),
    );
    const other = mailgunReplyForm({ recipient: 'x', from: 'y', text: 'z', signingKey: 'key' });
    expect(other.get('token')).not.toBe(token);
  });

  it('carries the reply as a mail client writes it: the quoted e-mail in the plain body only', () => {
    const form = mailgunReplyForm({
      recipient: 'reply+abc12345.0123456789abcdef0123@reply.localhost',
      from: 'Sam <sam@example.com>',
      text: 'Thursday please.',
      signingKey: 'key',
    });
    expect(form.get('recipient')).toBe('reply+abc12345.0123456789abcdef0123@reply.localhost');
    expect(form.get('from')).toBe('Sam <sam@example.com>');
    expect(form.get('stripped-text')).toBe('Thursday please.');
    expect(form.get('body-plain')).toMatch(/^Thursday please\.\n\nOn .+ wrote:\n> /);
  });

  it('posts it urlencoded to /api/chat-mail/inbound and returns the answer', async () => {
    /** @type {{ method?: string, url?: string, type?: string, body: string }} */
    const seen = { body: '' };
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        Object.assign(seen, {
          method: request.method,
          url: request.url,
          type: request.headers['content-type'],
          body,
        });
        response.writeHead(406).end('Refused: closed.\n');
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const form = mailgunReplyForm({ recipient: 'r', from: 'f', text: 'Hi', signingKey: 'k' });
    expect(await postInboundReply(`http://127.0.0.1:${port}`, form)).toEqual({
      status: 406,
      answer: 'Refused: closed.',
    });
    expect(seen).toMatchObject({
      method: 'POST',
      url: INBOUND_PATH,
      type: 'application/x-www-form-urlencoded',
      body: form.toString(),
    });
  });
});
