import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { createFirebaseChat, type FirebaseChat } from '../chat/firebase/create-firebase-chat';
import { DEMO_API_KEY, emulatorFirebaseConfig } from './emulator-config.js';
import type { FirebaseChatConfig } from '../shared/firebase/firebase-services';
import { startRulesEnvironment } from './rules-fixtures';

/** Test support for the adapter's emulator tests (not product code). */

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through \`npm test -- emulator\`.`);
  return value;
}

const randomSuffix = () => Math.random().toString(36).slice(2, 10);

/** The emulators `npm test` started; a clear error when run outside it. */
function requireEmulatorHosts(): { firestoreHost: string; authHost: string } {
  return {
    firestoreHost: requireEnv('FIRESTORE_EMULATOR_HOST'),
    authHost: requireEnv('FIREBASE_AUTH_EMULATOR_HOST'),
  };
}

/**
 * A fresh project on the running emulators, with firestore.rules loaded, so runs never collide.
 * (The Auth emulator keeps its users in its own default project; the Firestore emulator does not
 * check which project a token was issued for.)
 */
export async function startEmulatorProject(prefix: string): Promise<{
  config: FirebaseChatConfig;
  env: RulesTestEnvironment;
}> {
  const env = await startRulesEnvironment(prefix);
  return { config: chatConfigFor(env), env };
}

/** The chat's Firebase config for a rules environment's project on the running emulators. */
export function chatConfigFor(env: RulesTestEnvironment): FirebaseChatConfig {
  return emulatorFirebaseConfig({ projectId: env.projectId, ...requireEmulatorHosts() });
}

/** A chat client of its own (its own named app, so its own signed-in user). */
export function chatClient(config: FirebaseChatConfig, name: string): FirebaseChat {
  return createFirebaseChat({ ...config, appName: `${config.projectId}-${name}` });
}

/**
 * Creates an e-mail/password account on the Auth emulator, with the `staff` claim unless
 * `isStaff` is false (and `owner` beside it with `isOwner`), through the emulator's REST API (as
 * the Admin SDK would).
 */
export async function createAccount({ isStaff = true, isOwner = false } = {}): Promise<{
  email: string;
  password: string;
  /** Takes the staff claim away, as `npm run staff:revoke` does (without revoking sessions). */
  removeStaffClaim(): Promise<void>;
}> {
  const base = `http://${requireEmulatorHosts().authHost}/identitytoolkit.googleapis.com/v1`;
  const email = `staff-${randomSuffix()}@example.com`;
  const password = `pw-${randomSuffix()}`;
  const signUp = await fetch(`${base}/accounts:signUp?key=${DEMO_API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const created: unknown = await signUp.json();
  const localId =
    typeof created === 'object' && created !== null && 'localId' in created
      ? String(created.localId)
      : '';
  if (!signUp.ok || !localId)
    throw new Error(`Could not create ${email}: ${JSON.stringify(created)}`);
  const setClaims = async (claims: Record<string, unknown>) => {
    const update = await fetch(`${base}/accounts:update?key=${DEMO_API_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, customAttributes: JSON.stringify(claims) }),
    });
    if (!update.ok) throw new Error(`Could not set claims of ${email}: ${await update.text()}`);
  };
  if (isStaff) await setClaims(isOwner ? { staff: true, owner: true } : { staff: true });
  return { email, password, removeStaffClaim: () => setClaims({}) };
}
