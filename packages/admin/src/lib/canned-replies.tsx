import {
  type CannedRepliesStore,
  createCannedRepliesStore,
  type StaffChatBackend,
} from '@detailing/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useOwnedStore } from './use-owned-store';

type CannedRepliesBackend = Pick<
  StaffChatBackend,
  'watchCannedReplies' | 'saveCannedReply' | 'deleteCannedReply'
>;

const CannedRepliesContext = createContext<CannedRepliesStore | null>(null);

/**
 * One canned replies store (one live watch of `cannedReplies`) for everything under it: the
 * composer's `/` list and the settings section share it. Created in an effect, like the chat
 * store (useOwnedStore), so nothing is requested before a member of staff is signed in.
 */
export function CannedRepliesProvider({
  backend,
  children,
}: {
  backend: CannedRepliesBackend;
  children: ReactNode;
}) {
  const store = useOwnedStore(() => createCannedRepliesStore(backend), [backend]);
  return <CannedRepliesContext value={store}>{children}</CannedRepliesContext>;
}

/** The shared store, or null outside a provider (and for the moment before it is created). */
export function useCannedRepliesStore(): CannedRepliesStore | null {
  return useContext(CannedRepliesContext);
}
