import {
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import type { StaffAuth } from '../backend';
import type { StaffUser } from '../model';
import type { FirebaseServices } from './firebase-services';
import { mapFirebaseError, withMappedErrors } from './map-error';

/** The user as the console sees it; `isStaff` is the ID token's `staff` claim. */
async function toStaffUser(user: User): Promise<StaffUser> {
  const base = { uid: user.uid, email: user.email };
  try {
    const token = await user.getIdTokenResult();
    return { ...base, isStaff: token.claims.staff === true };
  } catch {
    return { ...base, isStaff: false };
  }
}

/** Staff sign-in with e-mail and password on the chat's Firebase app. */
export function createStaffAuth(services: () => FirebaseServices): StaffAuth {
  return {
    async signInStaff(email, password) {
      const credential = await withMappedErrors(
        signInWithEmailAndPassword(services().auth, email.trim(), password),
      );
      return toStaffUser(credential.user);
    },

    async signOut() {
      await withMappedErrors(firebaseSignOut(services().auth));
    },

    onStaffAuthChanged(listener) {
      // Token changes (sign-in, sign-out, refresh with new claims) may resolve out of order;
      // only the newest one is reported.
      let latest = 0;
      return onIdTokenChanged(
        services().auth,
        (user) => {
          const turn = ++latest;
          void (user ? toStaffUser(user) : Promise.resolve(null)).then((value) => {
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
