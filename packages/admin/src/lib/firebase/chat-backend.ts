import { createFirebaseStaffChat } from '@detailing/core/firebase';
import { persistentLocalCache, persistentMultipleTabManager } from 'firebase/firestore';
import type { FirebaseWebConfig, StaffChatBackend } from '@detailing/core';
import type { FirebaseChatConfig } from '@detailing/core/firebase/auth';
import { consoleAppConfig } from './chat-config';

/**
 * The conversations, on Firestore: loaded on demand (staff-client.ts), on the app the sign-in
 * started, so it acts as the member of staff signed in there.
 */
export function createChatBackend(config: FirebaseWebConfig): StaffChatBackend {
  return createFirebaseStaffChat(consoleDataConfig(config)).staff;
}

/** The console's Firestore: the chat's and the site editor's (they share it by app name). */
export function consoleDataConfig(config: FirebaseWebConfig): FirebaseChatConfig {
  return {
    ...consoleAppConfig(config),
    // IndexedDB, shared by the console's tabs: it opens offline with the conversations it saw
    // last, and replies written offline wait there until the connection returns.
    localCache: () => persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  };
}
