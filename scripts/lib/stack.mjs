// @ts-check
import { DEMO_PROJECT_ID, startEmulators, writeLocalFirebaseConfig } from './emulators.mjs';
import { startMailDev } from './maildev.mjs';
import { onShutdown, ProcessGroup } from './processes.mjs';
import { seedAlwaysOpen } from './chat-settings-seed.mjs';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, grantStaff } from './staff.mjs';
import { buildFunctions, buildPublisher, startTriggerRunnerProcess } from './trigger-runner.mjs';

/**
 * The whole local backend, as `npm start` and `npm test` both run it: MailDev (the local
 * mailbox), the Hosting, Auth, Functions and Firestore emulators, the demo staff account, and the
 * functions' triggers with the publisher (scripts/lib/trigger-runner.mjs; `triggers: false` leaves them out). `alwaysOpen` (the tests)
 * seeds `settings/chat` open around the clock (chat-settings-seed.mjs).
 * @param {{ ports: import('./ports.mjs').Ports, publicDir: string, configFile: string, quiet?: boolean, triggers?: boolean, alwaysOpen?: boolean }} options
 */
export async function startStack({
  ports,
  publicDir,
  configFile,
  quiet = false,
  triggers = true,
  alwaysOpen = false,
}) {
  const group = new ProcessGroup();
  // Only emulators here: the Admin SDK must not probe for a Google Cloud metadata server (a
  // warning offline).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  /** @type {Awaited<ReturnType<typeof startTriggerRunnerProcess>> | null} */
  let runner = null;
  /** @type {Promise<void> | null} */
  let stopping = null;
  // Every call waits for the same stop, so a signal during the start and the start's own
  // failure (its emulators killed) end only once everything is down.
  const stop = () =>
    (stopping ??= (async () => {
      unregister();
      // The runner first, while the emulators still answer: it finishes what is under way.
      if (runner) await group.stop(runner.child, 5000);
      await group.stopAll();
    })());
  // A signal or a failed start in the launcher (processes.mjs `shutdown`) stops it too.
  const unregister = onShutdown(stop);
  try {
    // The Functions emulator serves the built functions, and the trigger runner runs them and
    // the publisher (publisher/, its stand-in for the publish workflow), which seeds the replies.
    const [mail] = await Promise.all([
      startMailDev(group, { ports, quiet }),
      buildFunctions(),
      buildPublisher(),
    ]);
    const file = writeLocalFirebaseConfig({ ports, publicDir, file: configFile });
    const { plan } = await startEmulators(group, {
      ports,
      configFile: file,
      quiet,
    });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
    // An owner too, so the console's site editor can be tried at once (OWNER-TOOLS.md 2).
    await grantStaff(DEMO_STAFF_EMAIL, {
      projectId: DEMO_PROJECT_ID,
      password: DEMO_STAFF_PASSWORD,
      owner: true,
    });
    // The console's canned replies, generated from the site's content, while there are none.
    const { seedCannedReplies } = await import('@detailing/publisher');
    const seeded = await seedCannedReplies({
      projectId: DEMO_PROJECT_ID,
      firestoreHost: `127.0.0.1:${ports.firestore}`,
    });
    if (!quiet && seeded.seeded > 0) console.log(`Seeded ${seeded.seeded} canned replies.`);
    if (alwaysOpen) {
      process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
      await seedAlwaysOpen(DEMO_PROJECT_ID);
    }
    if (triggers) {
      runner = await startTriggerRunnerProcess(group, { ports, quiet, publicDir });
    }
    return { plan, mail, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
