import type { FirebaseApp } from 'firebase/app';
import type { StaffAuth } from '../../chat/backend';
import { authServices, type FirebaseChatConfig } from './firebase-app';
import { createStaffAuth } from './staff-auth';

export { DEFAULT_APP_NAME, type FirebaseChatConfig } from './firebase-app';

export interface FirebaseStaffAuth extends StaffAuth {
  /** The underlying Firebase app (initialised on first call), e.g. for Cloud Messaging. */
  app(): FirebaseApp;
  /**
   * Whether the browser kept a signed-in user from an earlier visit (before the server has been
   * asked whether they are still staff): a hint to start loading what they will need.
   */
  hasStoredUser(): Promise<boolean>;
}

/**
 * Staff sign-in alone, without Firestore: the staff console's first load (its sign-in form and
 * the access check) needs only the app and Auth. A `createFirebaseChat` with the same `appName`,
 * loaded later, shares that app and its signed-in user.
 */
export function createFirebaseStaffAuth(config: FirebaseChatConfig): FirebaseStaffAuth {
  const get = () => authServices(config);
  return {
    ...createStaffAuth(get),
    app: () => get().app,
    async hasStoredUser() {
      const { auth, ready } = get();
      await ready;
      await auth.authStateReady();
      return auth.currentUser !== null;
    },
  };
}
