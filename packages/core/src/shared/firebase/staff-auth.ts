import {
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import type { StaffAuth } from '../../chat/backend';
import type { StaffUser } from '../../chat/domain/model';
import type { FirebaseAuthServices } from './firebase-app';
import { mapFirebaseError, withMappedErrors } from './map-error';

/** The user as the console sees it: the ID token's `staff` and `owner` claims. */
async function toStaffUser(user: User): Promise<StaffUser> {
  const base = { uid: user.uid, email: user.email };
  try {
    const token = await user.getIdTokenResult();
    const isStaff = token.claims.staff === true;
    return { ...base, isStaff, isOwner: isStaff && token.claims.owner === true };
  } catch {
    return { ...base, isStaff: false };
  }
}

/** How long a restored user waits for the server's word before the cached token is used. */
const ACCESS_CHECK_TIMEOUT_MS = 5_000;

/**
 * A fresh ID token from the server: the claims as they are now. A revoked or disabled account
 * (any refusal but a network failure) is signed out. Resolves false when signed out.
 */
async function checkAccess(services: () => FirebaseAuthServices, user: User): Promise<boolean> {
  try {
    await user.getIdToken(true);
    return true;
  } catch (error) {
    if (mapFirebaseError(error).code === 'unavailable') return true;
    await firebaseSignOut(services().auth).catch(() => undefined);
    return false;
  }
}

/** Staff sign-in with e-mail and password on the chat's Firebase app. */
export function createStaffAuth(services: () => FirebaseAuthServices): StaffAuth {
  /** Sign-ins under way: the users they bring are fresh from the server. */
  let signingIn = 0;
  return {
    async signInStaff(email, password) {
      await services().ready;
      // A user who signs in here has their claims from the server already: no check needed.
      signingIn += 1;
      try {
        const credential = await withMappedErrors(
          signInWithEmailAndPassword(services().auth, email.trim(), password),
        );
        return await toStaffUser(credential.user);
      } finally {
        signingIn -= 1;
      }
    },

    async signOut() {
      await withMappedErrors(firebaseSignOut(services().auth));
    },

    async refreshStaffAccess() {
      const user = services().auth.currentUser;
      if (user) await checkAccess(services, user);
    },

    onStaffAuthChanged(listener) {
      // Token changes (sign-in, sign-out, refresh with new claims) may resolve out of order;
      // only the newest one is reported.
      let latest = 0;
      let checked = false;
      const report = async (user: User | null): Promise<StaffUser | null> => {
        if (!user) return null;
        if (!checked && signingIn === 0) {
          // The first user this listener hears of may come from the browser's storage, with
          // claims of yesterday: ask the server first (a fresh token fires this listener again).
          checked = true;
          const timeout = new Promise<boolean>((resolve) =>
            setTimeout(() => resolve(true), ACCESS_CHECK_TIMEOUT_MS),
          );
          if (!(await Promise.race([checkAccess(services, user), timeout]))) return null;
        }
        return toStaffUser(user);
      };
      return onIdTokenChanged(
        services().auth,
        (user) => {
          const turn = ++latest;
          void report(user).then((value) => {
            if (turn === latest) listener(value);
          });
        },
        (error) => {
          console.error('Staff auth listener failed', mapFirebaseError(error));
        },
      );
    },
  };
}
