// @ts-check
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { SESSIONS, STAFF_DEVICES } from '@detailing/core/collections';

/**
 * The Admin SDK's default app (the emulators when their *_EMULATOR_HOST variables are set): the
 * one named [DEFAULT], never another a caller made for something else.
 * @param {string | undefined} projectId
 */
const adminApp = (projectId) =>
  getApps().find((app) => app.name === '[DEFAULT]') ??
  initializeApp(projectId ? { projectId } : undefined);

export const DEMO_STAFF_EMAIL = 'staff@example.com';
export const DEMO_STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD || 'detailing-demo';

/** The sign-in provider of the console: e-mail and password. */
const STAFF_PROVIDER = 'password';

/**
 * Why an existing account must not be made staff, or null when it may. Any visitor can put an
 * address on an account: a chat visitor's anonymous account can link an e-mail and password
 * from the browser with no proof that the address is theirs. So the claim goes by e-mail only
 * to an account that is already staff (a second grant, e.g. `--owner`), or whose person proved
 * the address (`emailVerified`: the password link staff:grant prints, or Firebase's own
 * verification), that signs in with the console's provider alone, and that never chatted as a
 * visitor (`visitorUid` of a conversation: it began as an anonymous visitor).
 * @param {{ emailVerified: boolean, customClaims?: Record<string, unknown>,
 *   providerData: readonly { providerId: string }[] }} user
 * @param {{ chatVisitor: boolean }} facts
 * @returns {string | null}
 */
export function grantRefusal(user, { chatVisitor }) {
  if (user.customClaims?.['staff'] === true) return null;
  if (chatVisitor) return 'the account began as an anonymous chat visitor';
  const providers = user.providerData.map((provider) => provider.providerId);
  if (!providers.includes(STAFF_PROVIDER)) return 'the account does not sign in with a password';
  if (providers.some((provider) => provider !== STAFF_PROVIDER)) {
    return `the account also signs in with ${providers.filter((p) => p !== STAFF_PROVIDER).join(', ')}`;
  }
  if (!user.emailVerified) return 'nobody has proved the address is theirs (it is not verified)';
  return null;
}

/** Thrown when staff:grant refuses an account: `message` is the one line it prints. */
export class GrantRefusedError extends Error {}

/**
 * Gives an account the `staff: true` custom claim, which the Firestore rules and the console
 * check; with `owner`, the `owner: true` claim too (the site editor, OWNER-TOOLS.md 2). Granting
 * without `owner` leaves an owner an owner (staff:revoke takes both). Against the Auth emulator
 * when FIREBASE_AUTH_EMULATOR_HOST is set, else the real project.
 *
 * When no account has the address, it creates one: with `password` (the local demo) ready to
 * sign in; without, with a one-time link for the person to set their password (`passwordLink`
 * in the result, to send them: following it proves the address). An existing account gets the
 * claim only if `grantRefusal` finds nothing against it; else a GrantRefusedError says why.
 * @param {string} email
 * @param {{ projectId?: string, password?: string, owner?: boolean }} [options]
 * @returns {Promise<{ uid: string, created: boolean, passwordLink?: string }>}
 */
export async function grantStaff(email, { projectId, password, owner = false } = {}) {
  const app = adminApp(projectId);
  const auth = getAuth(app);
  let user;
  let created = false;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code !== 'auth/user-not-found') throw error;
    user = await auth.createUser(
      password === undefined ? { email } : { email, password, emailVerified: true },
    );
    created = true;
  }
  if (!created) {
    const visits = await getFirestore(app)
      .collection(SESSIONS)
      .where('visitorUid', '==', user.uid)
      .limit(1)
      .get();
    const refusal = grantRefusal(user, { chatVisitor: !visits.empty });
    if (refusal) throw new GrantRefusedError(`Refused: ${refusal}. ${REFUSED_NEXT}`);
  }
  if (password !== undefined) await auth.updateUser(user.uid, { password });
  await auth.setCustomUserClaims(user.uid, {
    ...user.customClaims,
    staff: true,
    ...(owner ? { owner: true } : {}),
  });
  const passwordLink =
    created && password === undefined ? await auth.generatePasswordResetLink(email) : undefined;
  return { uid: user.uid, created, ...(passwordLink ? { passwordLink } : {}) };
}

/** What the owner does after a refusal (docs/deploy.md, "Staff accounts"). */
const REFUSED_NEXT =
  'Delete that account in the Firebase console (Authentication), then run staff:grant again: ' +
  'it creates the account and prints a link for the person to set their password.';

/**
 * Takes the staff claim away, and the owner's: removes them, revokes the account's refresh tokens (every signed-in
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
  delete claims['owner'];
  await auth.setCustomUserClaims(user.uid, claims);
  await auth.revokeRefreshTokens(user.uid);
  const db = getFirestore(app);
  const devices = await db.collection(STAFF_DEVICES).where('uid', '==', user.uid).get();
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

const staffArgs = () =>
  parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' }, owner: { type: 'boolean' } },
  });

/**
 * The command line of `npm run staff:grant` and `staff:revoke`: `EMAIL [--owner] [--project
 * ID]` (`--owner` for staff:grant), the project also from GOOGLE_CLOUD_PROJECT or
 * GCLOUD_PROJECT. Prints what `action` did, or why it could not, and exits 2 on bad usage, 1 on
 * failure.
 * @template T
 * @param {{ command: string, owner?: boolean,
 *   action: (email: string, options: { projectId?: string, owner?: boolean }) => Promise<T>,
 *   done: (email: string, result: T, options: { owner: boolean }) => string,
 *   failed: (email: string) => string }} cli
 */
export async function runStaffCommand({
  command,
  owner: takesOwner = false,
  action,
  done,
  failed,
}) {
  const usage = `Usage: npm run ${command} -- EMAIL${takesOwner ? ' [--owner]' : ''} [--project PROJECT_ID]`;
  /** @type {ReturnType<typeof staffArgs>} */
  let parsed;
  try {
    parsed = staffArgs();
  } catch {
    console.error(usage);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  const email = positionals[0];
  const owner = values.owner === true;
  if (!email || !email.includes('@') || (owner && !takesOwner)) {
    console.error(usage);
    process.exit(2);
  }
  const projectId =
    values.project ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  Object.assign(process.env, quotaProjectEnv(projectId, process.env));
  try {
    const options = { ...(projectId ? { projectId } : {}), ...(owner ? { owner } : {}) };
    console.log(done(email, await action(email, options), { owner }));
  } catch (error) {
    // A refusal is its own one line: why, and what to do.
    const message = /** @type {Error} */ (error).message;
    console.error(error instanceof GrantRefusedError ? message : `${failed(email)}: ${message}`);
    process.exit(1);
  }
}
