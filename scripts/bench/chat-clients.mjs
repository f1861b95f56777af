// @ts-check
// Pieces of the chat delivery benchmark (chat-delivery.mjs): how its simulated clients are
// configured, where their failures go, and the checks after a run.
import { emulatorFirebaseConfig } from '@detailing/core/testing/emulator-config';
import { mapLimit, sleep } from './stats.mjs';

/** @typedef {import('./chat-core-node.mjs').ChatCoreApi} ChatCoreApi */
/** @typedef {{ firestoreHost: string, authUrl: string, projectId: string }} Target */

/** A Map-backed stand-in for window.localStorage (one per visitor). */
export function memoryStorage() {
  /** @type {Map<string, string>} */
  const map = new Map();
  return {
    getItem: (/** @type {string} */ key) => map.get(key) ?? null,
    setItem: (/** @type {string} */ key, /** @type {string} */ value) => void map.set(key, value),
    removeItem: (/** @type {string} */ key) => void map.delete(key),
  };
}

/** Collects the stores' logged failures instead of printing one line per visitor. */
export function failureLog() {
  /** @type {string[]} */
  const lines = [];
  return {
    lines,
    log: (/** @type {string} */ message, /** @type {unknown} */ error) => {
      lines.push(`${message} ${error instanceof Error ? error.message : String(error)}`);
    },
  };
}

/**
 * @param {Target} target
 * @param {string} appName
 */
export function chatConfig({ firestoreHost, authUrl, projectId }, appName) {
  const authHost = new URL(authUrl).host;
  return { ...emulatorFirebaseConfig({ projectId, firestoreHost, authHost }), appName };
}

/**
 * How many of `ids` (message id -> session id) a new staff client finds in Firestore.
 * @param {ChatCoreApi} core
 * @param {Target} target
 * @param {Map<string, string>} ids
 * @param {number} timeoutMs per conversation
 */
export async function countStored(core, target, ids, timeoutMs) {
  // Imported here: it loads firebase-admin, which the visitor workers do without.
  const { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } = await import('../lib/staff.mjs');
  const checker = core.createFirebaseChat(chatConfig(target, `bench-check-${core.createChatId()}`));
  let found = 0;
  try {
    await checker.signInStaff(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD);
    await mapLimit([...new Set(ids.values())], 10, async (sessionId) => {
      /** @type {() => void} */
      let stop = () => {};
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(undefined);
        };
        stop = checker.staff.watchMessages(
          sessionId,
          (messages) => {
            found += messages.filter((m) => ids.get(m.id) === sessionId).length;
            done();
          },
          done,
        );
      });
      stop();
    });
  } finally {
    await checker.dispose();
  }
  return found;
}

/**
 * @param {() => boolean} condition
 * @param {number} timeoutMs
 * @param {string} what
 */
export async function waitFor(condition, timeoutMs, what) {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await sleep(50);
  }
}
