import { describe, expect, it } from 'vitest';
import {
  keepShell,
  SHELL_CACHE,
  SHELL_PAGE,
  type ShellScope,
  shellResponse,
  shellUrls,
} from './console-shell';

const ORIGIN = 'https://detailing.example';

/** A worker scope with Cache Storage in memory and a network that is up or down. */
function fakeScope() {
  const stores = new Map<string, Map<string, Response>>();
  const network = { up: true, fetched: [] as string[] };
  const pathOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
  const scope: ShellScope = {
    location: { origin: ORIGIN },
    caches: {
      async open(name) {
        const entries = stores.get(name) ?? new Map<string, Response>();
        stores.set(name, entries);
        return {
          match: async (request) => entries.get(pathOf(request))?.clone(),
          async addAll(paths) {
            for (const path of paths) {
              entries.set(path, await scope.fetch(new Request(new URL(path, ORIGIN))));
            }
          },
          keys: async () => [...entries.keys()].map((path) => new Request(new URL(path, ORIGIN))),
          delete: async (request) => entries.delete(pathOf(request)),
        };
      },
    },
    async fetch(request) {
      network.fetched.push(new URL(request.url).pathname);
      if (!network.up) throw new TypeError('Failed to fetch');
      return new Response(`network ${new URL(request.url).pathname}`);
    },
    addEventListener: () => undefined,
  };
  const kept = () => [...(stores.get(SHELL_CACHE)?.keys() ?? [])].sort();
  return { scope, network, kept };
}

const navigation = (path: string) => {
  const request = new Request(new URL(path, ORIGIN));
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
};

describe('shellUrls', () => {
  it("keeps the console's page and this origin's assets, and nothing else", () => {
    const urls = shellUrls(
      {
        type: 'cache-console-shell',
        urls: [
          `${ORIGIN}/admin/assets/console-abc.js`,
          '/admin/assets/console-abc.css',
          'https://evil.example/assets/x.js',
          `${ORIGIN}/api/secret`,
          `${ORIGIN}/admin/chat`,
          42,
          'http://[bad',
        ],
      },
      ORIGIN,
    );
    expect(urls).toEqual([
      SHELL_PAGE,
      '/admin/assets/console-abc.js',
      '/admin/assets/console-abc.css',
    ]);
  });

  it('ignores other messages', () => {
    expect(shellUrls({ type: 'open-session', sessionId: 'x' }, ORIGIN)).toBeNull();
    expect(shellUrls({ type: 'cache-console-shell', urls: 'x' }, ORIGIN)).toBeNull();
    expect(shellUrls(null, ORIGIN)).toBeNull();
  });
});

describe('the console shell offline', () => {
  it('serves a console navigation from the network, and the kept page when it is down', async () => {
    const { scope, network } = fakeScope();
    await keepShell(scope, [SHELL_PAGE, '/admin/assets/console-abc.js']);
    expect(await (await shellResponse(scope, navigation('/admin/chat?session=s1')))?.text()).toBe(
      'network /admin/chat',
    );
    network.up = false;
    expect(await (await shellResponse(scope, navigation('/admin/chat?session=s1')))?.text()).toBe(
      'network /admin/chat',
    );
    const asset = await shellResponse(scope, new Request(`${ORIGIN}/admin/assets/console-abc.js`));
    expect(await asset?.text()).toBe('network /admin/assets/console-abc.js');
  });

  it('lets an offline navigation fail as usual when nothing was kept', async () => {
    const { scope, network } = fakeScope();
    network.up = false;
    await expect(shellResponse(scope, navigation('/admin/chat'))).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('leaves the marketing site, other origins and writes to the browser', () => {
    const { scope } = fakeScope();
    expect(shellResponse(scope, navigation('/services'))).toBeNull();
    expect(shellResponse(scope, navigation('/'))).toBeNull();
    expect(shellResponse(scope, new Request('https://firestore.googleapis.com/x'))).toBeNull();
    expect(
      shellResponse(
        scope,
        new Request(`${ORIGIN}/admin/assets/x.js`, { method: 'POST', body: 'x' }),
      ),
    ).toBeNull();
  });

  it('fetches an asset it does not hold from the network', async () => {
    const { scope, network } = fakeScope();
    const response = await shellResponse(scope, new Request(`${ORIGIN}/admin/assets/lazy-9.js`));
    expect(await response?.text()).toBe('network /admin/assets/lazy-9.js');
    expect(network.fetched).toEqual(['/admin/assets/lazy-9.js']);
  });

  it("leaves the site's own assets (/assets/) to the browser", () => {
    const { scope } = fakeScope();
    expect(shellResponse(scope, new Request(`${ORIGIN}/assets/site-1.js`))).toBeNull();
  });

  it("a new build's shell replaces the old one's assets", async () => {
    const { scope, kept } = fakeScope();
    await keepShell(scope, [SHELL_PAGE, '/admin/assets/console-old.js']);
    await keepShell(scope, [SHELL_PAGE, '/admin/assets/console-new.js']);
    expect(kept().toSorted()).toEqual(['/admin/assets/console-new.js', '/admin/chat']);
  });

  it('fetches the page again each time, but an asset it already holds only once', async () => {
    const { scope, network } = fakeScope();
    await keepShell(scope, [SHELL_PAGE, '/admin/assets/console-1.js']);
    await keepShell(scope, [SHELL_PAGE, '/admin/assets/console-1.js', '/admin/assets/lazy-2.js']);
    expect(network.fetched).toEqual([
      '/admin/chat',
      '/admin/assets/console-1.js',
      '/admin/chat',
      '/admin/assets/lazy-2.js',
    ]);
  });
});
