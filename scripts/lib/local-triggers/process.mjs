// @ts-check
// The trigger runner as a child of the stack (scripts/lib/trigger-runner.mjs is its entry):
// what the stack gives it, and the wait for it to listen.
import path from 'node:path';
import {
  LOCAL_INBOUND_MAIL_DOMAIN,
  LOCAL_MAIL_LINK_KEY,
  LOCAL_REQUESTS_IP_KEY,
  DEMO_PROJECT_ID,
  ROOT,
} from '../emulators.mjs';

/** The child's entry. */
const CHILD = path.join(ROOT, 'scripts/lib/trigger-runner.mjs');
/** Where the child delivers `mail` documents: `host:port` (the stack's MailDev). */
export const SMTP_VARIABLE = 'LOCAL_SMTP';
/** Who is e-mailed about new requests locally (OWNER_EMAIL to change it). */
export const LOCAL_OWNER_EMAIL = 'owner@example.com';
/** The folder the Hosting emulator serves: the publisher copies a published site over it. */
export const PUBLIC_DIR_VARIABLE = 'LOCAL_PUBLIC_DIR';
/** What the child prints once it listens; the stack waits for it. */
export const READY = 'Trigger runner ready';

/**
 * LOCAL_SMTP's `host:port`, or none.
 * @param {string | undefined} value
 */
export function smtpFrom(value) {
  if (!value) return undefined;
  const [host = '', port = ''] = value.split(':');
  if (!host || !/^\d+$/.test(port)) {
    throw new Error(`${SMTP_VARIABLE} must be host:port, got "${value}".`);
  }
  return { host, port: Number(port) };
}

/**
 * Starts the runner as a child of the stack's process group, against the stack's emulators, and
 * resolves once it listens. Build the functions first (`buildFunctions`).
 * @param {import('../processes.mjs').ProcessGroup} group
 * With `ports.smtp`, `mail` documents are delivered there; `ports.hosting` is the site the
 * e-mails link to; `publicDir`, the folder Hosting serves, which the site's publisher updates.
 * @param {{
 *   ports: Pick<import('../ports.mjs').Ports, 'firestore' | 'auth'> &
 *     Partial<Pick<import('../ports.mjs').Ports, 'smtp' | 'hosting'>>,
 *   projectId?: string,
 *   quiet?: boolean,
 *   publicDir?: string,
 * }} options
 */
export async function startTriggerRunnerProcess(
  group,
  { ports, projectId = DEMO_PROJECT_ID, quiet = false, publicDir },
) {
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: projectId,
    ...(ports.smtp ? { [SMTP_VARIABLE]: `127.0.0.1:${ports.smtp}` } : {}),
    ...(ports.hosting ? { SITE_ORIGIN: `http://127.0.0.1:${ports.hosting}` } : {}),
    MAIL_LINK_KEY: LOCAL_MAIL_LINK_KEY,
    // The reply e-mails' Reply-To (replies by e-mail, posted by `npm run mail:reply`).
    INBOUND_MAIL_DOMAIN: LOCAL_INBOUND_MAIL_DOMAIN,
    REQUESTS_IP_KEY: process.env['REQUESTS_IP_KEY'] || LOCAL_REQUESTS_IP_KEY,
    OWNER_EMAIL: process.env['OWNER_EMAIL'] || LOCAL_OWNER_EMAIL,
    ...(publicDir ? { [PUBLIC_DIR_VARIABLE]: publicDir } : {}),
    // Only emulators here: no probing for a Google Cloud metadata server (a warning offline).
    METADATA_SERVER_DETECTION: 'none',
  };
  const runner = group.start('triggers', process.execPath, [CHILD], {
    env,
    quiet,
    cwd: ROOT,
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('did not start within 60 s'), 60_000);
    /** @param {string} why */
    function fail(why) {
      clearTimeout(timer);
      reject(new Error(`The trigger runner ${why}:\n${runner.recentOutput()}`));
    }
    runner.child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
      if (!chunk.toString().includes(READY)) return;
      clearTimeout(timer);
      resolve(undefined);
    });
    void runner.exited.then(() => fail('stopped'));
  });
  return runner;
}
