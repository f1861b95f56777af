// @ts-check
import net from 'node:net';

/** The ports `npm start` uses; `npm test` picks free ones instead. */
export const DEFAULT_PORTS = Object.freeze({
  hosting: 5000,
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  mail: 1080,
  smtp: 1025,
  hub: 4400,
  logging: 4500,
});

/**
 * @typedef {{ hosting: number, firestore: number, auth: number, functions: number, mail: number,
 *   smtp: number, hub: number, logging: number }} Ports
 */

const PORT_NAMES = /** @type {const} */ ({
  hosting: 'Hosting emulator',
  firestore: 'Firestore emulator',
  auth: 'Auth emulator',
  functions: 'Functions emulator',
  mail: 'MailDev (web)',
  smtp: 'MailDev (SMTP)',
  hub: 'Emulator hub',
  logging: 'Emulator logging',
});

/** @param {number} port */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/**
 * The ports something else already listens on, with what we would use them for.
 * @param {Record<string, number>} ports
 * @param {Record<string, string>} [names] what each key is, for the message
 * @returns {Promise<{ port: number, name: string }[]>}
 */
export async function takenPorts(ports, names = {}) {
  const taken = [];
  for (const [key, port] of Object.entries(ports)) {
    if (!(await canListen(port))) {
      taken.push({ port, name: names[key] ?? PORT_NAMES[/** @type {keyof Ports} */ (key)] ?? key });
    }
  }
  return taken;
}

/** A port the OS says is free right now. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen({ port: 0, host: '127.0.0.1' }, () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
    })
  );
}

/** @returns {Promise<Ports>} distinct free ports */
export async function freePorts() {
  const seen = new Set();
  /** @type {() => Promise<number>} */
  const next = async () => {
    let port = await freePort();
    while (seen.has(port)) port = await freePort();
    seen.add(port);
    return port;
  };
  return {
    hosting: await next(),
    firestore: await next(),
    auth: await next(),
    functions: await next(),
    mail: await next(),
    smtp: await next(),
    hub: await next(),
    logging: await next(),
  };
}

/**
 * Resolves once something answers HTTP on the port.
 * @param {number} port
 * @param {string} name
 * @param {{ timeoutMs?: number, isAlive?: () => boolean }} [options]
 */
export async function waitForHttp(port, name, { timeoutMs = 90_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${name} exited before it was ready (port ${port}).`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${name} did not answer on port ${port} within ${timeoutMs / 1000} s.`);
}
