import { createFirebaseStaffAuth } from '@detailing/core/firebase/auth';
import type { FirebaseWebConfig, StaffChatBackend } from '@detailing/core';
import { loadOnce } from '@detailing/ui/load-once';
import type { StaffClient } from '../console-client';
import { consoleAppConfig } from './chat-config';
import { createPushClient } from './push';

/**
 * Staff sign-in and push on the console's named Firebase app, in its first load; the chat
 * backend (Firestore, with its persistent cache, most of the console's weight) is a chunk of its
 * own. It starts loading as soon as someone signs in or a signed-in user is restored, alongside
 * the access check, so the conversations do not wait for it in turn.
 */
export function createStaffClient(config: FirebaseWebConfig): StaffClient {
  const auth = createFirebaseStaffAuth(consoleAppConfig(config));
  // Offline with nothing kept, or a release replaced the chunk: the next call tries again.
  const loadChat = loadOnce(() =>
    import('./chat-backend').then(({ createChatBackend }) => createChatBackend(config)),
  );
  void auth.hasStoredUser().then((stored) => {
    if (stored) void loadChat().catch(() => undefined);
  });
  // Push registers the device through the chat backend, which it loads when it first needs it.
  const devices: Pick<StaffChatBackend, 'registerDevice' | 'unregisterDevice'> = {
    registerDevice: async (device) => (await loadChat()).registerDevice(device),
    unregisterDevice: async (token) => (await loadChat()).unregisterDevice(token),
  };
  return {
    auth: {
      signInStaff: (email, password) => {
        void loadChat().catch(() => undefined);
        return auth.signInStaff(email, password);
      },
      signOut: () => auth.signOut(),
      onStaffAuthChanged: (listener) => auth.onStaffAuthChanged(listener),
      refreshStaffAccess: () => auth.refreshStaffAccess(),
    },
    push: createPushClient({ app: () => auth.app(), backend: devices, config }),
    loadChat,
    // One chunk for the screens' own backends: the site editor's and the diary's.
    loadSiteEditor: () => import('./site-backend').then((m) => m.createSiteBackend(config)),
    loadBookings: () => import('./site-backend').then((m) => m.createBookings(config)),
  };
}
