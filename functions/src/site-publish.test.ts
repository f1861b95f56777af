import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DispatchError,
  dispatchDeployWorkflow,
  NOT_CURRENT_REASON,
  type PublishRequests,
  startSitePublish,
} from './site-publish.js';

/**
 * GitHub's REST API as its documentation describes "Create a workflow dispatch event", served
 * over HTTP on this machine: it checks the method, path, headers and body a real call needs,
 * and answers as GitHub does for each case (204; 401, 403, 404 and 422 with a JSON message).
 */
const TOKENS = { good: 'github_pat_good', readOnly: 'github_pat_read_only' };
const WORKFLOWS = { 'publish.yml': { dispatch: true }, 'ci.yml': { dispatch: false } } as const;
let server: Server;
let api = '';
const calls: { path: string; body: unknown }[] = [];

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void read(request).then((text) => {
      const answer = (status: number, message?: string) => {
        response.writeHead(status, message ? { 'content-type': 'application/json' } : {});
        response.end(
          message
            ? JSON.stringify({ message, documentation_url: 'https://docs.github.com/rest' })
            : undefined,
        );
      };
      const match = request.url?.match(
        /^\/repos\/([^/]+)\/([^/]+)\/actions\/workflows\/([^/]+)\/dispatches$/,
      );
      if (request.method !== 'POST' || !match) return answer(404, 'Not Found');
      if (request.headers.accept !== 'application/vnd.github+json')
        return answer(415, 'Unsupported');
      if (request.headers['x-github-api-version'] !== '2022-11-28')
        return answer(400, 'Bad version');
      if (!request.headers['user-agent']) return answer(403, 'User-Agent required');
      const token = request.headers.authorization?.replace(/^Bearer /, '');
      if (!Object.values(TOKENS).includes(token ?? '')) return answer(401, 'Bad credentials');
      const [, owner, repo, workflow] = match;
      if (`${owner}/${repo}` !== 'harbour-heath/site') return answer(404, 'Not Found');
      const known = WORKFLOWS[decodeURIComponent(workflow ?? '') as keyof typeof WORKFLOWS];
      if (!known) return answer(404, 'Not Found');
      if (token === TOKENS.readOnly)
        return answer(403, 'Resource not accessible by personal access token');
      if (!known.dispatch) return answer(422, "Workflow does not have 'workflow_dispatch' trigger");
      const body = JSON.parse(text) as { ref?: unknown; inputs?: Record<string, unknown> };
      if (body.ref !== 'main') return answer(422, `No ref found for: ${String(body.ref)}`);
      calls.push({ path: request.url ?? '', body });
      return answer(204);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const workflow = {
  repository: 'harbour-heath/site',
  workflow: 'publish.yml',
  ref: 'main',
  token: TOKENS.good,
};

const refusal = async (change: Partial<typeof workflow>) => {
  const error = await dispatchDeployWorkflow({ ...workflow, ...change }, 'p-1', { api }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DispatchError);
  return error as DispatchError;
};

describe('starting the publish workflow through GitHub’s REST API', () => {
  it('dispatches publish.yml on main with the request’s id, as the API documents', async () => {
    await dispatchDeployWorkflow(workflow, 'publish-42', { api });
    expect(calls.at(-1)).toEqual({
      path: '/repos/harbour-heath/site/actions/workflows/publish.yml/dispatches',
      body: { ref: 'main', inputs: { publish_id: 'publish-42' } },
    });
  });

  it('says what to fix for each refusal GitHub documents', async () => {
    expect(await refusal({ token: 'expired' })).toMatchObject({
      status: 401,
      message: 'GitHub refused the deploy token (Bad credentials): renew GITHUB_DEPLOY_TOKEN.',
    });
    expect((await refusal({ token: TOKENS.readOnly })).message).toBe(
      'The deploy token may not start workflows (Resource not accessible by personal access token): give it "Actions: write" on harbour-heath/site.',
    );
    expect((await refusal({ repository: 'harbour-heath/other' })).message).toBe(
      'GitHub has no workflow publish.yml in harbour-heath/other, or the deploy token cannot see it (Not Found).',
    );
    expect((await refusal({ workflow: 'ci.yml' })).message).toBe(
      "GitHub would not start ci.yml in harbour-heath/site on main (Workflow does not have 'workflow_dispatch' trigger): it needs workflow_dispatch with a publish_id input.",
    );
    expect((await refusal({ ref: 'gh-pages' })).status).toBe(422);
  });
});

describe('startSitePublish: a new request', () => {
  const recorder = () => {
    const updates: unknown[] = [];
    let current: string | null = null;
    const requests: PublishRequests = {
      current: async () => current,
      update: async (id, change) => void updates.push({ id, ...change }),
    };
    /** The console made `id` within the limits: it is the current request. */
    const start = (id: string, options: { env: Record<string, string>; api: string }) => {
      current = id;
      return startSitePublish(id, { ...options, requests });
    };
    return { updates, requests, start, current: (id: string) => (current = id) };
  };
  const env = {
    SITE_DEPLOY_REPOSITORY: 'harbour-heath/site',
    GITHUB_DEPLOY_TOKEN: TOKENS.good,
  };

  it('starts the workflow and marks the request dispatched', async () => {
    const { updates, start } = recorder();
    expect(await start('p-7', { env, api })).toBe('dispatched');
    expect(updates).toEqual([{ id: 'p-7', status: 'dispatched' }]);
    expect(calls.at(-1)?.body).toEqual({ ref: 'main', inputs: { publish_id: 'p-7' } });
  });

  it('fails the request with the reason when publishing is not set up or GitHub refuses', async () => {
    const { updates, start } = recorder();
    await start('p-8', { env: {}, api });
    await start('p-9', { env: { ...env, GITHUB_DEPLOY_TOKEN: 'old' }, api });
    await start('p-10', { env, api: 'http://127.0.0.1:9' });
    expect(updates).toEqual([
      {
        id: 'p-8',
        status: 'failed',
        reason:
          'Publishing is not set up: set SITE_DEPLOY_REPOSITORY (owner/name) and the GITHUB_DEPLOY_TOKEN secret (docs/deploy.md).',
      },
      {
        id: 'p-9',
        status: 'failed',
        reason: 'GitHub refused the deploy token (Bad credentials): renew GITHUB_DEPLOY_TOKEN.',
      },
      {
        id: 'p-10',
        status: 'failed',
        reason: 'GitHub could not be reached. Please try Publish again in a few minutes.',
      },
    ]);
  });

  it('starts only the current request: one made past the limits is skipped, and GitHub never hears of it', async () => {
    const { updates, requests, current } = recorder();
    const before = calls.length;
    // 50 requests written at once past the rules (the Admin SDK, or a rules mistake): the
    // publishing state names one, and only that one starts a run.
    current('p-30');
    const ids = Array.from({ length: 50 }, (_, i) => `p-${i}`);
    const results = await Promise.all(
      ids.map((id) => startSitePublish(id, { env, requests, api })),
    );
    expect(results.filter((result) => result === 'dispatched')).toHaveLength(1);
    expect(calls.slice(before).map((call) => call.body)).toEqual([
      { ref: 'main', inputs: { publish_id: 'p-30' } },
    ]);
    expect(updates).toContainEqual({ id: 'p-31', status: 'skipped', reason: NOT_CURRENT_REASON });
    expect(updates).toContainEqual({ id: 'p-30', status: 'dispatched' });
  });
});
