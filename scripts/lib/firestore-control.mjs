// @ts-check
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { exportFirestore, startFirestoreJar } from './emulators.mjs';
import { freePort, waitForHttp } from './ports.mjs';
import { ProcessGroup } from './processes.mjs';

/** @typedef {ReturnType<typeof createFirestoreControl>} FirestoreControl */

/**
 * A Firestore emulator (the jar) of the outage test's own, on a free port, seeded with what the
 * stack's emulator holds for DEMO_PROJECT_ID (the staff, the settings): the test stops and
 * restarts this one while the other tests go on with the stack's, so it need not run alone
 * (e2e/chat-firestore-outage.spec.ts points its pages here).
 * @param {{ jar: string, from: number, quiet?: boolean }} options `from`: the stack's port
 */
export async function startOwnFirestore({ jar, from, quiet = true }) {
  const group = new ProcessGroup();
  const seedDir = await mkdtemp(path.join(os.tmpdir(), 'firestore-seed-'));
  const port = await freePort();
  try {
    const running = startFirestoreJar(group, {
      jar,
      port,
      quiet,
      seedFrom: await exportFirestore(from, seedDir),
    });
    await waitForHttp(port, 'Firestore emulator', { isAlive: running.isAlive });
    const control = createFirestoreControl({ group, jar, port, quiet, running });
    return {
      host: `127.0.0.1:${port}`,
      control,
      async stop() {
        await group.stopAll();
        await control.dispose();
        await rm(seedDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await group.stopAll();
    await rm(seedDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Stops and restarts a Firestore emulator (the jar) on its port, for the outage test
 * (`e2e/chat-firestore-outage.spec.ts`). Stopping exports DEMO_PROJECT_ID's data first and the
 * restart imports it, so the emulator comes back with what it had, as a real backend would;
 * other projects' data and rules (the `demo-admin-*` test projects) are not kept.
 * @param {{ group: import('./processes.mjs').ProcessGroup, jar: string, port: number, quiet: boolean, running: ReturnType<import('./processes.mjs').ProcessGroup['start']> }} options
 */
export function createFirestoreControl({ group, jar, port, quiet, running }) {
  /** @type {typeof running | undefined} */
  let firestore = running;
  /** @type {string | undefined} */
  let exportDir;
  /** @type {string | undefined} */
  let seed;
  return {
    /** Exports the data, then stops the emulator; resolves once it has exited. */
    async stop() {
      if (!firestore) throw new Error('The Firestore emulator is already stopped.');
      await this.dispose();
      exportDir = await mkdtemp(path.join(os.tmpdir(), 'firestore-export-'));
      seed = await exportFirestore(port, exportDir);
      await group.stop(firestore.child);
      firestore = undefined;
    },
    /** Starts it again from the export; resolves once it answers. */
    async start() {
      if (firestore) throw new Error('The Firestore emulator is already running.');
      const restarted = startFirestoreJar(group, { jar, port, quiet, seedFrom: seed });
      firestore = restarted;
      try {
        await waitForHttp(port, 'Firestore emulator', { isAlive: restarted.isAlive });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`${message}\nLast output:\n${restarted.recentOutput()}`, { cause: error });
      }
    },
    /** Removes the export. */
    async dispose() {
      if (exportDir) await rm(exportDir, { recursive: true, force: true });
      exportDir = undefined;
    },
  };
}

/**
 * The control as HTTP on a free local port, for Playwright's worker processes:
 * `POST /firestore/stop` and `POST /firestore/start` answer 204 when done, 500 with the error.
 * @param {FirestoreControl} control
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveFirestoreControl(control) {
  const actions = {
    '/firestore/stop': () => control.stop(),
    '/firestore/start': () => control.start(),
  };
  const server = http.createServer((req, res) => {
    const action =
      req.method === 'POST' ? actions[/** @type {keyof typeof actions} */ (req.url)] : undefined;
    if (!action) {
      res.writeHead(404).end();
      return;
    }
    action().then(
      () => res.writeHead(204).end(),
      (error) =>
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}
