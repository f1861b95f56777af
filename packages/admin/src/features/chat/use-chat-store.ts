import { createStaffChatStore, type StaffChatBackend, type StaffChatStore } from '@detailing/core';
import { useOwnedStore } from '../../lib/use-owned-store';
import { sessionFromSearch } from '../../lib/session-url';

/**
 * One staff chat store while the console is shown, opened on the conversation the address
 * names; nothing is requested before a member of staff is signed in.
 */
export function useChatStore(backend: StaffChatBackend): StaffChatStore | null {
  return useOwnedStore(
    () =>
      createStaffChatStore(backend, {
        initialSessionId: sessionFromSearch(window.location.search),
      }),
    [backend],
  );
}
