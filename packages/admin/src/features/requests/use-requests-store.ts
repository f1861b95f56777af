import {
  createRequestsStore,
  type RequestsStore,
  type StaffChatBackend,
} from '@detailing/chat-core';
import { useEffect, useState } from 'react';

/**
 * The Requests section's store while the console is shown: its count of new requests is in the
 * header on every screen, so it lives as long as the console (created in an effect, disposed on
 * the way out, as the chat store is).
 */
export function useRequestsStore(backend: StaffChatBackend): RequestsStore | null {
  const [store, setStore] = useState<RequestsStore | null>(null);
  useEffect(() => {
    const created = createRequestsStore(backend);
    // An external resource living as long as this effect, handed to render through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStore(created);
    return () => {
      created.getState().dispose();
      setStore(null);
    };
  }, [backend]);
  return store;
}
