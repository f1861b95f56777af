// @ts-check
import path from 'node:path';
import { createServer } from 'vite';
import { ROOT } from './emulators.mjs';

/** The front ends with hot reload, against the emulators the launcher already started. */
const APPS = [
  { name: 'site', dir: 'packages/site', port: 5173, path: '/' },
  { name: 'admin', dir: 'packages/admin', port: 5174, path: '/admin/chat' },
];

export async function startDevServers() {
  /** @type {import('vite').ViteDevServer[]} */
  const servers = [];
  for (const app of APPS) {
    const server = await createServer({
      root: path.join(ROOT, app.dir),
      server: { port: app.port, strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
    servers.push(server);
  }
  return {
    urls: {
      site: 'http://127.0.0.1:5173/',
      admin: 'http://127.0.0.1:5174/admin/chat (push needs the built /sw.js: use npm start)',
    },
    stop: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}
