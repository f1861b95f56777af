import { useCallback } from 'react';
import type { ConsoleClient } from '../lib/console-client';

/**
 * Signs out. A device registered for push is unregistered first: notifications carry visitors'
 * words, and another member of staff could not take the registration over anyway.
 */
export function useSignOut(client: ConsoleClient) {
  return useCallback(async () => {
    try {
      if (await client.push.isSubscribed()) await client.push.disable();
    } catch (error) {
      console.warn('Push could not be disabled before signing out.', error);
    }
    await client.auth.signOut();
  }, [client]);
}
