import type { NewRequest } from '@detailing/chat-core/domain';
import { describe, expect, it } from 'vitest';
import { createRequestsEndpoint, requestDependenciesFrom } from './index.js';
import type { RequestDependencies } from './requests.js';

/** Express's request and response, as far as the endpoint uses them. */
function call(endpoint: ReturnType<typeof createRequestsEndpoint>, body: string) {
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    set(headers: Record<string, string>) {
      sent.headers = headers;
      return res;
    },
    send(text: string) {
      sent.body = text;
      return res;
    },
  };
  const req = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-many': ['a', 'b'] },
    rawBody: Buffer.from(body),
    ip: '192.0.2.1',
  };
  return (endpoint as unknown as (q: unknown, s: unknown) => Promise<void>)(req, res).then(
    () => sent,
  );
}

describe('the requests endpoint (the HTTP function)', () => {
  it('answers with the handler’s status, headers and body', async () => {
    const stored: NewRequest[] = [];
    const deps: RequestDependencies = {
      siteOrigin: 'https://www.example.test',
      clientKey: () => 'key',
      limiter: { take: async () => 'ok' },
      store: { create: async (request) => void stored.push(request) },
    };
    const sent = await call(
      createRequestsEndpoint(() => deps),
      'name=Sam&phone=0770',
    );
    expect(sent).toMatchObject({
      status: 303,
      headers: { location: 'https://www.example.test/thank-you' },
    });
    expect(stored).toHaveLength(1);
  });

  it('answers 503 with a page, never a stack trace, when a setting is missing or it fails', async () => {
    const endpoint = createRequestsEndpoint(() => requestDependenciesFrom({} as never, {}));
    const sent = await call(endpoint, 'name=Sam&phone=0770');
    expect(sent.status).toBe(503);
    expect(sent.body).toContain('We could not take your request just now.');
    expect(sent.body).not.toMatch(/Error|at /);
    expect(() => requestDependenciesFrom({} as never, { SITE_ORIGIN: 'https://x.test' })).toThrow(
      'The form endpoint needs REQUESTS_IP_KEY.',
    );
  });
});
