// @ts-check
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';

/**
 * The Admin SDK's default app (the emulators when their *_EMULATOR_HOST variables are set).
 * @param {string | undefined} projectId
 */
const adminApp = (projectId) =>
  getApps()[0] ?? initializeApp(projectId ? { projectId } : undefined);

export const DEMO_STAFF_EMAIL = 'staff@example.com';
export const DEMO_STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD || 'detailing-demo';

/**
 * Gives an account the `staff: true` custom claim, which the Firestore rules and the console
 * check. With `password`, the account is created first when it does not exist (local demo only).
 * Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else the real project.
 * @param {string} email
 * @param {{ projectId?: string, password?: string }} [options]
 */
export async function grantStaff(email, { projectId, password } = {}) {
  const app = adminApp(projectId);
  const auth = getAuth(app);
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code !== 'auth/user-not-found' || password === undefined) throw error;
    user = await auth.createUser({ email, password, emailVerified: true });
  }
  if (password !== undefined) await auth.updateUser(user.uid, { password });
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, staff: true });
  return user.uid;
}

/**
 * Takes the staff claim away: removes it, revokes the account's refresh tokens (every signed-in
 * console must sign in again, and is then refused) and deletes the person's registered devices,
 * so no visitor's words reach their phone again. Nothing else of the account changes.
 * @param {string} email
 * @param {{ projectId?: string }} [options]
 * @returns {Promise<{ uid: string, devicesDeleted: number }>}
 */
export async function revokeStaff(email, { projectId } = {}) {
  const app = adminApp(projectId);
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const claims = { ...user.customClaims };
  delete claims['staff'];
  await auth.setCustomUserClaims(user.uid, claims);
  await auth.revokeRefreshTokens(user.uid);
  const db = getFirestore(app);
  const devices = await db.collection('staffDevices').where('uid', '==', user.uid).get();
  const batch = db.batch();
  for (const device of devices.docs) batch.delete(device.ref);
  await batch.commit();
  return { uid: user.uid, devicesDeleted: devices.size };
}

/**
 * With a person's own credentials (`gcloud auth application-default login`), Identity Toolkit
 * refuses a request that names no quota project, so the claim is never set. The Admin SDK sends
 * GOOGLE_CLOUD_QUOTA_PROJECT as `x-goog-user-project`: set it to the target project unless the
 * caller chose one. (A service account key needs none; the header is harmless there.)
 * @param {string | undefined} projectId
 * @param {Partial<Record<string, string>>} env
 * @returns {Record<string, string>}
 */
export function quotaProjectEnv(projectId, env) {
  return projectId && !env.GOOGLE_CLOUD_QUOTA_PROJECT
    ? { GOOGLE_CLOUD_QUOTA_PROJECT: projectId }
    : {};
}

/**
 * The command line of `npm run staff:grant` and `staff:revoke`: `EMAIL [--project ID]`, the
 * project also from GOOGLE_CLOUD_PROJECT or GCLOUD_PROJECT. Prints what `action` did, or why it
 * could not, and exits 2 on bad usage, 1 on failure.
 * @template T
 * @param {{ command: string, action: (email: string, options: { projectId?: string }) => Promise<T>,
 *   done: (email: string, result: T) => string, failed: (email: string) => string }} cli
 */
export async function runStaffCommand({ command, action, done, failed }) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' } },
  });
  const email = positionals[0];
  if (!email || !email.includes('@')) {
    console.error(`Usage: npm run ${command} -- EMAIL [--project PROJECT_ID]`);
    process.exit(2);
  }
  const projectId =
    values.project ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  Object.assign(process.env, quotaProjectEnv(projectId, process.env));
  try {
    console.log(done(email, await action(email, projectId ? { projectId } : {})));
  } catch (error) {
    console.error(`${failed(email)}: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
