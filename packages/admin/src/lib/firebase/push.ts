import { isChatBackendError, type StaffChatBackend } from '@detailing/core';
import type { FirebaseApp } from 'firebase/app';
import type { Messaging } from 'firebase/messaging';
import { type FirebaseWebConfig, missingPushEnv } from '@detailing/core';
import { registerServiceWorker, whenActive } from '@detailing/ui/service-worker';
import type { PushClient } from '../console-client';
import { browserPushEnvironment, pushSupport } from '../push-support';

/**
 * Push notifications for this device with Firebase Cloud Messaging, on our own /sw.js.
 * (Permission is asked only after the configuration check, so an unconfigured build never asks.)
 *
 * The FCM registration token comes from `getToken`. firebase 12.19 also has `register()`, which
 * identifies the device by its Firebase Installation ID instead of a token; sending to an
 * installation ID needs a newer Admin SDK (14, Node 22) than the functions use (13), so the
 * console keeps the token flow until the function moves (docs/staff-console.md).
 */

/** Remembered so the device can be unregistered later (even after the token rotates). */
const TOKEN_KEY = 'detailing-admin.push-token';

class PushNotConfiguredError extends Error {
  override readonly name = 'PushNotConfiguredError';
}

const storedToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

const storeToken = (token: string | null) => {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_KEY);
    else window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage unavailable: the registration stays until FCM reports it dead.
  }
};

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await registerServiceWorker();
  if (!registration) throw new Error('The service worker is unavailable.');
  return whenActive(registration);
}

export function createPushClient({
  app,
  backend,
  config,
}: {
  app: () => FirebaseApp;
  backend: Pick<StaffChatBackend, 'registerDevice' | 'unregisterDevice'>;
  config: FirebaseWebConfig;
}): PushClient {
  // Cloud Messaging loads only when push is switched on or off (not with the console).
  const sdk = () => import('firebase/messaging');
  let messaging: Messaging | undefined;
  const getMessagingOnce = async () => (messaging ??= (await sdk()).getMessaging(app()));

  /** The FCM token for this browser's subscription (subscribes when there is none). */
  async function currentToken(): Promise<string> {
    const missing = missingPushEnv(config);
    if (missing.length > 0 || !config.vapidKey) {
      throw new PushNotConfiguredError(`Push is not configured: set ${missing.join(', ')}.`);
    }
    const serviceWorkerRegistration = await activeRegistration();
    const { getToken } = await sdk();
    return getToken(await getMessagingOnce(), {
      vapidKey: config.vapidKey,
      serviceWorkerRegistration,
    });
  }

  async function registerToken(token: string): Promise<void> {
    const previous = storedToken();
    await backend.registerDevice({ token });
    storeToken(token);
    if (previous && previous !== token) {
      await backend.unregisterDevice(previous).catch((error: unknown) => {
        console.warn('The previous push registration could not be removed.', error);
      });
    }
  }

  const support = () => pushSupport(browserPushEnvironment());

  return {
    support,

    async isSubscribed() {
      if (support() !== 'supported') return false;
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      return Boolean(subscription);
    },

    async enable() {
      if (support() !== 'supported') throw new Error('Push is not supported here.');
      // Checked before the permission prompt, so an unconfigured server never asks for it.
      const missing = missingPushEnv(config);
      if (missing.length > 0) {
        throw new PushNotConfiguredError(`Push is not configured: set ${missing.join(', ')}.`);
      }
      const permission =
        Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      if (permission !== 'granted') throw new Error(`Notification permission is ${permission}.`);
      try {
        await registerToken(await currentToken());
      } catch (error) {
        // This browser's token is still registered to someone else (who never signed out here):
        // the rules keep it theirs, so start over with a new token.
        if (!isChatBackendError(error) || error.code !== 'permission-denied') throw error;
        const { deleteToken } = await sdk();
        await deleteToken(await getMessagingOnce());
        await registerToken(await currentToken());
      }
    },

    async disable() {
      const token = storedToken();
      // The device's record goes first, but the token is deleted even when that fails (offline,
      // or the staff claim is already gone and the rules refuse): FCM then refuses the token,
      // and the function deletes the dead record at the next visitor message.
      if (token) {
        await backend.unregisterDevice(token).catch((error: unknown) => {
          console.warn('The push registration could not be removed; deleting the token.', error);
        });
      }
      storeToken(null);
      try {
        const { deleteToken } = await sdk();
        await deleteToken(await getMessagingOnce());
      } catch (error) {
        // FCM unreachable or never subscribed through it: drop the browser's subscription anyway.
        // If even that fails, the caller says so: this device may still show notifications.
        console.warn('FCM could not delete the token; unsubscribing locally.', error);
        const registration = await navigator.serviceWorker.getRegistration('/');
        const subscription = await registration?.pushManager.getSubscription();
        await subscription?.unsubscribe();
      }
    },

    async refresh() {
      if (Notification.permission !== 'granted') return;
      await registerToken(await currentToken());
    },
  };
}
