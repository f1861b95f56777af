import { createFirebaseStaffChat } from '@detailing/chat-core/firebase';
import { persistentLocalCache, persistentMultipleTabManager } from 'firebase/firestore';
import type { FirebaseWebConfig, StaffChatBackend } from '@detailing/chat-core';
import { consoleAppConfig } from './chat-config';

/**
 * The conversations, on Firestore: loaded on demand (staff-client.ts), on the app the sign-in
 * started, so it acts as the member of staff signed in there.
 */
export function createChatBackend(config: FirebaseWebConfig): StaffChatBackend {
  return createFirebaseStaffChat({
    ...consoleAppConfig(config),
    // IndexedDB, shared by the console's tabs: it opens offline with the conversations it saw
    // last, and replies written offline wait there until the connection returns.
    localCache: () => persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  }).staff;
}
