import { createFirebaseChat } from '@detailing/chat-core/firebase';
import { persistentLocalCache, persistentMultipleTabManager } from 'firebase/firestore';
import type { FirebaseWebConfig } from '@detailing/chat-core';
import type { ConsoleClient } from '../console-client';
import { createPushClient } from './push';

/** Named so the console never shares an app (or a signed-in user) with anything else on the page. */
const APP_NAME = 'detailing-staff-console';

/** Staff sign-in, the chat and push registration on one named Firebase app. */
export function createConsoleClient(config: FirebaseWebConfig): ConsoleClient {
  const firebase = createFirebaseChat({
    appName: APP_NAME,
    apiKey: config.apiKey,
    projectId: config.projectId,
    authDomain: config.authDomain,
    appId: config.appId,
    messagingSenderId: config.messagingSenderId,
    firestoreEmulatorHost: config.firestoreEmulatorHost,
    authEmulatorUrl: config.authEmulatorUrl,
    appCheckSiteKey: config.appCheckSiteKey,
    // IndexedDB, shared by the console's tabs: it opens offline with the conversations it saw
    // last, and replies written offline wait there until the connection returns.
    localCache: () => persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  return {
    auth: {
      signInStaff: (email, password) => firebase.signInStaff(email, password),
      signOut: () => firebase.signOut(),
      onStaffAuthChanged: (listener) => firebase.onStaffAuthChanged(listener),
      refreshStaffAccess: () => firebase.refreshStaffAccess(),
    },
    chat: firebase.staff,
    push: createPushClient({ app: () => firebase.app(), backend: firebase.staff, config }),
  };
}
