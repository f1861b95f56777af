import { createRequestsStore, type RequestsStore, type StaffChatBackend } from '@detailing/core';
import { useOwnedStore } from '../../lib/use-owned-store';

/**
 * The Requests section's store while the console is shown: its count of new requests is in the
 * header on every screen, so it lives as long as the console.
 */
export function useRequestsStore(backend: StaffChatBackend): RequestsStore | null {
  return useOwnedStore(() => createRequestsStore(backend), [backend]);
}
