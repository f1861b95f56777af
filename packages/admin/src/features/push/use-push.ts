import { useEffect, useState } from 'react';
import { toast } from '@detailing/ui';
import type { PushClient } from '../../lib/console-client';
import { PUSH_TEXTS } from './push-texts';

export type PushState = 'checking' | 'unsupported' | 'needs-home-screen' | 'off' | 'on';

/**
 * This device's push notifications: the state read from the browser's existing subscription,
 * and enable/disable with the spec's toasts.
 */
export function usePush(push: PushClient) {
  const [state, setState] = useState<PushState>(() => {
    const support = push.support();
    return support === 'supported' ? 'checking' : support;
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (push.support() !== 'supported') return;
    let active = true;
    push.isSubscribed().then(
      (subscribed) => {
        if (!active) return;
        setState(subscribed ? 'on' : 'off');
        // Keeps the registration fresh (a rotated token, or one the function pruned).
        if (subscribed) {
          push.refresh().catch((error: unknown) => {
            console.warn('Refreshing the push registration failed.', error);
          });
        }
      },
      (error: unknown) => {
        console.warn('Reading the push subscription failed.', error);
        if (active) setState('off');
      },
    );
    return () => {
      active = false;
    };
  }, [push]);

  async function enable() {
    setBusy(true);
    try {
      await push.enable();
      setState('on');
      toast({
        title: PUSH_TEXTS.subscribedTitle,
        description: PUSH_TEXTS.subscribedMessage,
        variant: 'success',
      });
    } catch (error) {
      console.warn('Enabling push notifications failed.', error);
      toast({
        title: PUSH_TEXTS.subscribeFailedTitle,
        description: PUSH_TEXTS.subscribeFailedMessage,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    try {
      await push.disable();
      setState('off');
      toast({ title: PUSH_TEXTS.unsubscribedTitle, description: PUSH_TEXTS.unsubscribedMessage });
    } catch (error) {
      console.warn('Disabling push notifications failed.', error);
      toast({
        title: PUSH_TEXTS.unsubscribeFailedTitle,
        description: PUSH_TEXTS.unsubscribeFailedMessage,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, enable, disable };
}
