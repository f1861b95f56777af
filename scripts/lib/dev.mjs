// @ts-check
import path from 'node:path';
import { createServer } from 'vite';
import { ROOT } from './emulators.mjs';

/** The dev servers' ports (`npm run dev`); the launcher checks them with the others first. */
export const DEV_PORTS = Object.freeze({ site: 5173, admin: 5174 });
export const DEV_PORT_NAMES = Object.freeze({
  site: 'site dev server',
  admin: 'staff console dev server',
});

/**
 * The front ends with hot reload, against the emulators the launcher already started.
 * @param {{ site: number, admin: number }} [ports]
 */
export async function startDevServers(ports = DEV_PORTS) {
  const apps = [
    { dir: 'packages/site', port: ports.site },
    { dir: 'packages/admin', port: ports.admin },
  ];
  /** @type {import('vite').ViteDevServer[]} */
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.close()));
  };
  try {
    for (const app of apps) {
      const server = await createServer({
        root: path.join(ROOT, app.dir),
        server: { port: app.port, strictPort: true, host: '127.0.0.1' },
      });
      servers.push(server);
      await server.listen();
    }
  } catch (error) {
    // One that could not listen (its port taken since the check): close those already up.
    await stop();
    throw error;
  }
  return {
    urls: {
      site: `http://127.0.0.1:${ports.site}/`,
      admin: `http://127.0.0.1:${ports.admin}/admin/chat (push needs the built /sw.js: use npm start)`,
    },
    stop,
  };
}
