import type { NewRequest } from '@detailing/core/domain';
import { describe, expect, it } from 'vitest';
import { createRequestsEndpoint, requestDependenciesFrom } from './index.js';
import { challengeTokens } from './request-challenge.js';
import type { RequestDependencies } from './requests.js';

/**
 * Express's request and response, as far as the endpoint uses them; `forwardedFor` as Google's
 * front end passes it on, and `req.ip` as Express makes it of that with `trust proxy` on (its
 * first entry).
 */
function call(
  endpoint: ReturnType<typeof createRequestsEndpoint>,
  body: string,
  forwardedFor?: string,
) {
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
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-many': ['a', 'b'],
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    rawBody: Buffer.from(body),
    ip: forwardedFor?.split(',')[0]?.trim() ?? '192.0.2.1',
    socket: { remoteAddress: '192.0.2.1' },
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
      limiter: { take: async () => 'ok', confirm: async () => 'ok' },
      challenge: challengeTokens('test-secret'),
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

  it('counts the client Google’s front end saw (the last X-Forwarded-For entry), never req.ip', async () => {
    const counted: string[] = [];
    const deps = (env: Record<string, string>): RequestDependencies => ({
      ...requestDependenciesFrom({} as never, {
        SITE_ORIGIN: 'https://www.example.test',
        REQUESTS_IP_KEY: 'test-secret',
        ...env,
      }),
      clientKey: (address) => address,
      limiter: {
        take: async (key) => {
          counted.push(key);
          return 'ok';
        },
        confirm: async () => 'ok',
      },
      store: { create: async () => undefined },
    });
    const endpoint = createRequestsEndpoint(() => deps({}));
    await call(endpoint, 'name=Sam&phone=0770', '6.6.6.6, 203.0.113.9');
    await call(endpoint, 'name=Sam&phone=0770', '7.7.7.7, 203.0.113.9');
    await call(endpoint, 'name=Sam&phone=0770');
    // Behind one more proxy, the owner sets REQUESTS_PROXY_HOPS=2.
    const behindCdn = createRequestsEndpoint(() => deps({ REQUESTS_PROXY_HOPS: '2' }));
    await call(behindCdn, 'name=Sam&phone=0770', '6.6.6.6, 203.0.113.9, 35.191.0.1');
    expect(counted).toEqual(['203.0.113.9', '203.0.113.9', '192.0.2.1', '203.0.113.9']);
    expect(() => deps({ REQUESTS_PROXY_HOPS: 'last' })).toThrow(
      'REQUESTS_PROXY_HOPS must be a whole number from 1 to 10, got "last".',
    );
  });
});
