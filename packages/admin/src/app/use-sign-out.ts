import { toast } from '@detailing/ui';
import { useCallback } from 'react';
import { SIGN_OUT_PUSH_TEXTS } from '../features/push/push-texts';
import type { ConsoleClient } from '../lib/console-client';

/**
 * Signs out. A device registered for push is switched off first (its record removed and its FCM
 * token deleted): notifications carry visitors' words. Signing out always happens; if this
 * device could not be unsubscribed, the person is told how to stop its notifications.
 */
export function useSignOut(client: Pick<ConsoleClient, 'auth' | 'push'>) {
  return useCallback(async () => {
    let stillSubscribed = false;
    try {
      if (await client.push.isSubscribed()) await client.push.disable();
    } catch (error) {
      console.warn('Push could not be switched off before signing out.', error);
      stillSubscribed = true;
    }
    await client.auth.signOut();
    if (stillSubscribed) {
      toast({
        title: SIGN_OUT_PUSH_TEXTS.title,
        description: SIGN_OUT_PUSH_TEXTS.message,
        variant: 'destructive',
      });
    }
  }, [client]);
}
