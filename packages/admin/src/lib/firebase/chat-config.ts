import type { FirebaseWebConfig } from '@detailing/core';
import type { FirebaseChatConfig } from '@detailing/core/firebase/auth';

/** Named so the console never shares an app (or a signed-in user) with anything else on the page. */
const APP_NAME = 'detailing-staff-console';

/** The console's Firebase app: sign-in (first load) and the chat (on demand) share it by name. */
export function consoleAppConfig(config: FirebaseWebConfig): FirebaseChatConfig {
  return {
    appName: APP_NAME,
    apiKey: config.apiKey,
    projectId: config.projectId,
    authDomain: config.authDomain,
    appId: config.appId,
    messagingSenderId: config.messagingSenderId,
    firestoreEmulatorHost: config.firestoreEmulatorHost,
    authEmulatorUrl: config.authEmulatorUrl,
    appCheckSiteKey: config.appCheckSiteKey,
  };
}
