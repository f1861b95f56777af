// @ts-check
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

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
  const app = getApps()[0] ?? initializeApp(projectId ? { projectId } : undefined);
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
