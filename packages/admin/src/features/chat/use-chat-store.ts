import {
  createStaffChatStore,
  type StaffChatBackend,
  type StaffChatStore,
} from '@detailing/chat-core';
import { useEffect, useState } from 'react';
import { sessionFromSearch } from '../../lib/session-url';

/**
 * One staff chat store while the console is shown: created (and watching) in an effect, disposed
 * on the way out, so nothing is requested before a member of staff is signed in.
 */
export function useChatStore(backend: StaffChatBackend): StaffChatStore | null {
  const [store, setStore] = useState<StaffChatStore | null>(null);
  useEffect(() => {
    const created = createStaffChatStore(backend, {
      initialSessionId: sessionFromSearch(window.location.search),
    });
    // The store is an external resource living as long as this effect (it starts watching when
    // created), so it is made here and handed to render through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStore(created);
    return () => {
      created.getState().dispose();
      setStore(null);
    };
  }, [backend]);
  return store;
}
